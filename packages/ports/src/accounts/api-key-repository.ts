import type { ApiKey } from '@quire/domain/accounts/api-key';
import type { ApiKeyId, UserId } from '@quire/domain/ids';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { AuditAppend } from '../audit/audit-log';
import type { StorageError, VersionConflict } from '../storage/storage-error';

/** API keys. Keys belong to a user (listed across all the user's tenants) and act in one tenant. */
export interface ApiKeyRepository {
  /** Stores a new key; with `audit`, appends that event to the key's tenant's audit chain in the same transaction. */
  insert(key: ApiKey, audit?: AuditAppend): TE.TaskEither<StorageError, void>;
  /**
   * Writes a changed key if the stored version is `key.version - 1` (optimistic concurrency);
   * VersionConflict otherwise, also when no such key exists. Leaves `lastUsedAt` alone (see touchLastUsed).
   * With `audit`, appends that event to the key's tenant's audit chain in the same transaction.
   */
  update(key: ApiKey, audit?: AuditAppend): TE.TaskEither<StorageError | VersionConflict, void>;
  /** The key with this id, only if it belongs to this user. */
  findByIdForUser(userId: UserId, id: ApiKeyId): TE.TaskEither<StorageError, O.Option<ApiKey>>;
  /** All keys of this user, in every tenant, ordered by creation then id. */
  listByUser(userId: UserId): TE.TaskEither<StorageError, ReadonlyArray<ApiKey>>;
  /** The key whose keyed digest this is (the authentication lookup). */
  findByDigest(digest: string): TE.TaskEither<StorageError, O.Option<ApiKey>>;
  /**
   * A number that changes whenever any key is changed (`update`, committed together with it), read
   * before a key is: a key read under a revision is current for as long as the revision is.
   */
  revision(): TE.TaskEither<StorageError, number>;
  /** Records a use; does not change `version` or `updatedAt`, never moves `lastUsedAt` back; an unknown id is ignored. */
  touchLastUsed(id: ApiKeyId, at: Date): TE.TaskEither<StorageError, void>;
}
