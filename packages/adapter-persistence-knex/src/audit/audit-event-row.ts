import type { AuditEvent, AuditRecord } from '@quire/domain/audit/audit-event';
import { tenantId } from '@quire/domain/ids';
import { readJson, writeJson } from '../platform/json-column';
import { readDate } from '../platform/sql-date';

/** A row of `audit_events`. */
export type AuditEventRow = {
  tenant_id: string;
  seq: unknown;
  id: string;
  at: unknown;
  actor_user_id: string;
  actor_key_prefix: string | null;
  action: string;
  resource_type: string;
  resource_id: string;
  resource_version: number | null;
  outcome: string;
  request_id: string | null;
  details: string;
  prev: string;
  hash: string;
};

export const auditEventToRow = (event: AuditEvent): AuditEventRow => ({
  tenant_id: event.tenantId,
  seq: event.seq,
  id: event.id,
  at: event.at,
  actor_user_id: event.actor.userId,
  actor_key_prefix: event.actor.keyPrefix,
  action: event.action,
  resource_type: event.resource.type,
  resource_id: event.resource.id,
  resource_version: event.resource.version,
  outcome: event.outcome,
  request_id: event.requestId,
  details: writeJson(event.details),
  prev: event.prev,
  hash: event.hash,
});

/** The event as stored, even when a row was tampered with: the verification decides. */
export const auditEventFromRow = (row: AuditEventRow): AuditEvent => ({
  tenantId: tenantId(row.tenant_id),
  seq: Number(row.seq),
  id: row.id,
  at: readDate(row.at),
  actor: { userId: row.actor_user_id, keyPrefix: row.actor_key_prefix },
  action: row.action,
  resource: { type: row.resource_type, id: row.resource_id, version: row.resource_version === null ? null : Number(row.resource_version) },
  outcome: row.outcome as AuditRecord['outcome'],
  requestId: row.request_id,
  details: readJson<AuditRecord['details']>(row.details),
  prev: row.prev,
  hash: row.hash,
});
