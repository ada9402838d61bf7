import type { TenantId } from '@quire/domain/ids';
import type { Webhook, WebhookId } from '@quire/domain/webhooks/webhook';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import type { WebhookRepository } from '@quire/ports/webhooks/webhook-repository';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { causally } from '../platform/causal-reads';
import { auditedVersionedWrite, auditedWrite } from '../audit/audited-write';
import { runQuery } from '../platform/run-query';
import { webhookFromRow, type WebhookRow, webhookToRow, webhookToUpdateRow } from './webhook-row';

/** `webhooks`: every statement names the tenant. Deleting an endpoint deletes its deliveries (foreign key, cascade). */
export class KnexWebhookRepository implements WebhookRepository {
  constructor(private readonly knex: Knex) {}

  private get table() {
    return this.knex<WebhookRow>('webhooks');
  }

  insert(webhook: Webhook, audit?: AuditAppend): TE.TaskEither<StorageError, void> {
    return auditedWrite(this.knex, 'webhooks.insert', webhook.tenantId, audit, (db) => db<WebhookRow>('webhooks').insert(webhookToRow(webhook)));
  }

  update(webhook: Webhook, audit?: AuditAppend): TE.TaskEither<StorageError | VersionConflict, void> {
    const expected = webhook.version - 1;
    return auditedVersionedWrite(this.knex, 'webhooks.update', expected, webhook.tenantId, audit, (db) =>
      db<WebhookRow>('webhooks').where({ tenant_id: webhook.tenantId, id: webhook.id, version: expected }).update(webhookToUpdateRow(webhook)),
    );
  }

  delete(tenantId: TenantId, id: WebhookId, version: number, audit?: AuditAppend): TE.TaskEither<StorageError | VersionConflict, void> {
    return auditedVersionedWrite(this.knex, 'webhooks.delete', version, tenantId, audit, (db) => db<WebhookRow>('webhooks').where({ tenant_id: tenantId, id, version }).del());
  }

  findById(tenantId: TenantId, id: WebhookId): TE.TaskEither<StorageError, O.Option<Webhook>> {
    return runQuery('webhooks.findById', async () => O.map(webhookFromRow)(O.fromNullable(await causally<WebhookRow | undefined>(this.knex, this.table.where({ tenant_id: tenantId, id }).first()))));
  }

  listByTenant(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<Webhook>> {
    return runQuery('webhooks.listByTenant', async () => {
      const rows = (await this.table.where({ tenant_id: tenantId }).orderBy([{ column: 'created_at' }, { column: 'id' }])) as WebhookRow[];
      return rows.map(webhookFromRow);
    });
  }
}
