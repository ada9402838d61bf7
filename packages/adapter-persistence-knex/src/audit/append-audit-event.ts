import type { TenantId } from '@quire/domain/ids';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import type { Knex } from 'knex';
import { auditEventToRow } from './audit-event-row';

/**
 * Appends an event to the tenant's chain inside `trx`, the transaction of the change it records:
 * takes the chain's head on the tenant's row first (an UPDATE, whose lock is held to the commit, so
 * one tenant's appends run one after the other), then reads it, seals the event after it and
 * moves the head on.
 */
export const appendAuditEvent = async (trx: Knex.Transaction, tenantId: TenantId, append: AuditAppend): Promise<void> => {
  await trx('tenants').where({ id: tenantId }).increment('audit_seq', 1);
  const head = (await trx('tenants').where({ id: tenantId }).first('audit_seq', 'audit_head')) as { audit_seq: unknown; audit_head: string } | undefined;
  if (head === undefined) throw new Error('audit: no such tenant');
  const unsealed = { ...append.record, tenantId, seq: Number(head.audit_seq), prev: head.audit_head };
  const event = { ...unsealed, hash: append.seal(unsealed) };
  await trx('audit_events').insert(auditEventToRow(event));
  await trx('tenants').where({ id: tenantId }).update({ audit_head: event.hash });
};
