import type { TenantId } from '@quire/domain/ids';
import type { Webhook, WebhookId } from '@quire/domain/webhooks/webhook';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { AuditAppend } from '../audit/audit-log';
import type { StorageError, VersionConflict } from '../storage/storage-error';

/**
 * A tenant's webhook endpoints. Every read and write names the tenant: another tenant's endpoint is
 * never found. A write given an `audit` event appends it to the tenant's audit chain in the same
 * transaction (a refused write, neither).
 */
export interface WebhookRepository {
  insert(webhook: Webhook, audit?: AuditAppend): TE.TaskEither<StorageError, void>;
  /** Writes a changed endpoint if the stored version is `webhook.version - 1`; VersionConflict otherwise (also when it is gone). */
  update(webhook: Webhook, audit?: AuditAppend): TE.TaskEither<StorageError | VersionConflict, void>;
  /** Deletes the endpoint at this version, and its deliveries with it; VersionConflict when it changed or is gone. */
  delete(tenantId: TenantId, id: WebhookId, version: number, audit?: AuditAppend): TE.TaskEither<StorageError | VersionConflict, void>;
  findById(tenantId: TenantId, id: WebhookId): TE.TaskEither<StorageError, O.Option<Webhook>>;
  /** Every endpoint of the tenant (a tenant has a few: the count is limited), by creation time then id. */
  listByTenant(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<Webhook>>;
}
