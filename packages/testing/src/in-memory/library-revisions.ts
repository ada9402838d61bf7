import type { TenantId } from '@quire/domain/ids';
import type { LibraryRevisions } from '@quire/ports/library/library-revisions';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';

/**
 * LibraryRevisions in memory: one counter per tenant, shared by the in-memory library repositories,
 * whose tables bump it on every stored change (a refused write changes no table, so bumps nothing).
 */
export class InMemoryLibraryRevisions implements LibraryRevisions {
  private readonly revisions = new Map<TenantId, number>();

  current(tenantId: TenantId): TE.TaskEither<StorageError, number> {
    return TE.right(this.revisions.get(tenantId) ?? 0);
  }

  bump(tenantId: TenantId): void {
    this.revisions.set(tenantId, (this.revisions.get(tenantId) ?? 0) + 1);
  }
}
