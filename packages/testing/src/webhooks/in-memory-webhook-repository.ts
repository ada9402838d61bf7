import type { TenantId } from '@quire/domain/ids';
import type { Webhook, WebhookId } from '@quire/domain/webhooks/webhook';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import type { WebhookRepository } from '@quire/ports/webhooks/webhook-repository';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { InMemoryAuditLog } from '../audit/in-memory-audit-log';

const byCreationThenId = (a: Webhook, b: Webhook): number => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Webhook endpoints in a Map; deleting one deletes its deliveries (`onDelete`), as the SQL foreign key does; a write's audit event goes to `audit`. */
export class InMemoryWebhookRepository implements WebhookRepository {
  private readonly rows = new Map<WebhookId, Webhook>();

  constructor(
    private readonly onDelete: (id: WebhookId) => void = () => undefined,
    private readonly audit?: InMemoryAuditLog,
  ) {}

  insert(webhook: Webhook, audit?: AuditAppend): TE.TaskEither<StorageError, void> {
    if (this.rows.has(webhook.id)) return TE.left({ _tag: 'StorageError', operation: 'webhooks.insert', kind: 'failed', cause: new Error('duplicate id') });
    this.rows.set(webhook.id, webhook);
    if (audit !== undefined) this.audit?.append(webhook.tenantId, audit);
    return TE.right(undefined);
  }

  update(webhook: Webhook, audit?: AuditAppend): TE.TaskEither<StorageError | VersionConflict, void> {
    const stored = this.rows.get(webhook.id);
    if (stored === undefined || stored.tenantId !== webhook.tenantId || stored.version !== webhook.version - 1) return TE.left({ _tag: 'VersionConflict', expected: webhook.version - 1 });
    this.rows.set(webhook.id, webhook);
    if (audit !== undefined) this.audit?.append(webhook.tenantId, audit);
    return TE.right(undefined);
  }

  delete(tenantId: TenantId, id: WebhookId, version: number, audit?: AuditAppend): TE.TaskEither<StorageError | VersionConflict, void> {
    const stored = this.rows.get(id);
    if (stored === undefined || stored.tenantId !== tenantId || stored.version !== version) return TE.left({ _tag: 'VersionConflict', expected: version });
    this.rows.delete(id);
    this.onDelete(id);
    if (audit !== undefined) this.audit?.append(tenantId, audit);
    return TE.right(undefined);
  }

  findById(tenantId: TenantId, id: WebhookId): TE.TaskEither<StorageError, O.Option<Webhook>> {
    const stored = this.rows.get(id);
    return TE.right(stored !== undefined && stored.tenantId === tenantId ? O.some(stored) : O.none);
  }

  listByTenant(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<Webhook>> {
    return TE.right([...this.rows.values()].filter((row) => row.tenantId === tenantId).sort(byCreationThenId));
  }
}
