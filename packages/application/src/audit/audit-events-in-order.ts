import type { AuditEvent } from '@quire/domain/audit/audit-event';
import type { TenantId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';

/** Events read from the store at a time. */
export const AUDIT_READ_BATCH = 500;

/** A failure of the store in the middle of a reading: the reader stops there. */
export class AuditReadFailed extends Error {
  constructor(readonly operation: string) {
    super(`audit events could not be read (${operation})`);
  }
}

/** Every event of the tenant's chain, in chain order, read a batch at a time (memory stays bounded however long the chain). */
export async function* auditEventsInOrder({ audit }: Pick<Ports, 'audit'>, tenantId: TenantId): AsyncGenerator<AuditEvent> {
  let after = 0;
  for (;;) {
    const batch = await audit.read(tenantId, after, AUDIT_READ_BATCH)();
    if (E.isLeft(batch)) throw new AuditReadFailed(batch.left.operation);
    for (const event of batch.right) yield event;
    const last = batch.right.at(-1);
    if (last === undefined || batch.right.length < AUDIT_READ_BATCH) return;
    after = last.seq;
  }
}
