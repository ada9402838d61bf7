import type { AuditEvent } from '@quire/domain/audit/audit-event';
import type { TenantId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import { readsOf } from '../use-cases-of';
import { auditEventsInOrder } from './audit-events-in-order';
import { listAuditEvents } from './list-audit-events';
import { verifyAuditChain } from './verify-audit-chain';

/** The audit log's reads (`/AuditEvents`, `quire audit verify`): events are written only with the changes they record. */
export const auditUseCases = (ports: Ports) => ({
  ...readsOf(ports, { listAuditEvents, verifyAuditChain }),
  /** The tenant's events in chain order, for the export: read a batch at a time as they are sent (a failing store throws AuditReadFailed). */
  auditEventsInOrder: (tenantId: TenantId): AsyncIterable<AuditEvent> => auditEventsInOrder(ports, tenantId),
});
export type AuditUseCases = ReturnType<typeof auditUseCases>;
