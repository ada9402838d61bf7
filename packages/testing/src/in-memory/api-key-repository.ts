import type { ApiKey } from '@quire/domain/accounts/api-key';
import type { ApiKeyId, TenantId, UserId } from '@quire/domain/ids';
import type { ApiKeyRepository } from '@quire/ports/accounts/api-key-repository';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { InMemoryAuditLog } from '../audit/in-memory-audit-log';

const byCreationThenId = (a: ApiKey, b: ApiKey): number =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class InMemoryApiKeyRepository implements ApiKeyRepository {
  private readonly rows = new Map<ApiKeyId, ApiKey>();
  private changes = 0;

  /** With `audit`, changes append their events there (as the stored repository does in their transactions). */
  constructor(private readonly audit?: InMemoryAuditLog) {}

  insert(key: ApiKey, audit?: AuditAppend): TE.TaskEither<StorageError, void> {
    const clash = this.rows.has(key.id) || [...this.rows.values()].some((row) => row.digest === key.digest);
    if (clash) return TE.left({ _tag: 'StorageError', operation: 'apiKeys.insert', kind: 'failed', cause: new Error('duplicate id or digest') });
    this.rows.set(key.id, key);
    if (audit !== undefined) this.audit?.append(key.tenantId, audit);
    return TE.right(undefined);
  }

  update(key: ApiKey, audit?: AuditAppend): TE.TaskEither<StorageError | VersionConflict, void> {
    const stored = this.rows.get(key.id);
    if (stored === undefined || stored.version !== key.version - 1) return TE.left({ _tag: 'VersionConflict', expected: key.version - 1 });
    // lastUsedAt is owned by touchLastUsed, so a stale read never moves it backwards.
    this.rows.set(key.id, { ...key, lastUsedAt: stored.lastUsedAt });
    this.changes++;
    if (audit !== undefined) this.audit?.append(key.tenantId, audit);
    return TE.right(undefined);
  }

  revision(): TE.TaskEither<StorageError, number> {
    return TE.right(this.changes);
  }

  findByIdForUser(userId: UserId, id: ApiKeyId): TE.TaskEither<StorageError, O.Option<ApiKey>> {
    return TE.right(this.owned(userId, id));
  }

  listByUser(userId: UserId): TE.TaskEither<StorageError, ReadonlyArray<ApiKey>> {
    return TE.right([...this.rows.values()].filter((row) => row.userId === userId).sort(byCreationThenId));
  }

  findByDigest(digest: string): TE.TaskEither<StorageError, O.Option<ApiKey>> {
    return TE.right(O.fromNullable([...this.rows.values()].find((row) => row.digest === digest)));
  }

  touchLastUsed(id: ApiKeyId, at: Date): TE.TaskEither<StorageError, void> {
    const stored = this.rows.get(id);
    if (stored !== undefined && (stored.lastUsedAt === null || stored.lastUsedAt.getTime() < at.getTime())) {
      this.rows.set(id, { ...stored, lastUsedAt: at });
    }
    return TE.right(undefined);
  }

  /** What the member repository does when a membership changes: the keys' revision moves on (as the stored one does in the change's transaction). */
  changeRevision(): void {
    this.changes++;
  }

  /** What the member repository does when a member is removed: their active keys in the tenant become inactive; answers how many. */
  deactivateKeysOf(tenantId: TenantId, userId: UserId, now: Date): number {
    const active = [...this.rows.values()].filter((row) => row.tenantId === tenantId && row.userId === userId && row.status === 'active');
    for (const key of active) this.rows.set(key.id, { ...key, status: 'inactive', updatedAt: now, version: key.version + 1 });
    return active.length;
  }

  private owned(userId: UserId, id: ApiKeyId): O.Option<ApiKey> {
    const stored = this.rows.get(id);
    return stored !== undefined && stored.userId === userId ? O.some(stored) : O.none;
  }
}
