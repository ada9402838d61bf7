import type { AuditEvent } from '@quire/domain/audit/audit-event';
import type { TenantId } from '@quire/domain/ids';
import type { AuditFilter, AuditLog } from '@quire/ports/audit/audit-log';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { runQuery } from '../platform/run-query';
import { auditEventFromRow, type AuditEventRow } from './audit-event-row';

/** The audit chains as stored: read only (events are appended with their changes, appendAuditEvent). */
export class KnexAuditLog implements AuditLog {
  constructor(private readonly knex: Knex) {}

  list(tenantId: TenantId, filter: AuditFilter, beforeSeq: number | null, limit: number): TE.TaskEither<StorageError, ReadonlyArray<AuditEvent>> {
    return runQuery('audit.list', async () => {
      const query = this.knex<AuditEventRow>('audit_events').where({ tenant_id: tenantId });
      if (beforeSeq !== null) query.andWhere('seq', '<', beforeSeq);
      if (filter.from !== undefined) query.andWhere('at', '>=', filter.from);
      if (filter.to !== undefined) query.andWhere('at', '<', filter.to);
      if (filter.actor !== undefined) query.andWhere('actor_user_id', filter.actor);
      if (filter.action !== undefined) query.andWhere('action', filter.action);
      if (filter.resourceId !== undefined) query.andWhere('resource_id', filter.resourceId);
      const rows = (await query.orderBy('seq', 'desc').limit(limit)) as ReadonlyArray<AuditEventRow>;
      return rows.map(auditEventFromRow);
    });
  }

  read(tenantId: TenantId, afterSeq: number, limit: number): TE.TaskEither<StorageError, ReadonlyArray<AuditEvent>> {
    return runQuery('audit.read', async () => {
      const rows = (await this.knex<AuditEventRow>('audit_events').where({ tenant_id: tenantId }).andWhere('seq', '>', afterSeq).orderBy('seq', 'asc').limit(limit)) as ReadonlyArray<AuditEventRow>;
      return rows.map(auditEventFromRow);
    });
  }

  head(tenantId: TenantId): TE.TaskEither<StorageError, { readonly seq: number; readonly hash: string }> {
    return runQuery('audit.head', async () => {
      const row = (await this.knex('tenants').where({ id: tenantId }).first('audit_seq', 'audit_head')) as { audit_seq: unknown; audit_head: string } | undefined;
      return { seq: Number(row?.audit_seq ?? 0), hash: row?.audit_head ?? '0'.repeat(64) };
    });
  }
}
