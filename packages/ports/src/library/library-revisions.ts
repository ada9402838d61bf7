import type { TenantId } from '@quire/domain/ids';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';

/**
 * A counter per tenant that tells whether the tenant's library may have changed (ADR 0015): what
 * lets generation keep the library in memory and still see every write on the very next request,
 * on any server.
 *
 * The contract every adapter keeps:
 * - the number increases in the same transaction as every committed write to the tenant's aliases,
 *   rules, snippet folders, snippets and form templates (insert, update, delete, a new file version);
 * - a refused write (version conflict, name taken, folder not empty...) leaves it as it was;
 * - it never goes back, and changes for nothing else; another tenant's writes never change it.
 *
 * So a reader that reads the revision first and the library after holds data at least as new as
 * that revision, and knows it must read again when the revision has moved.
 */
export interface LibraryRevisions {
  /** The tenant's current revision (0 before any library write; also 0 for a tenant that does not exist). */
  current(tenantId: TenantId): TE.TaskEither<StorageError, number>;
}
