import type { TenantId } from '@quire/domain/ids';
import type { NameTaken } from '@quire/domain/library/library-names';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Page } from './search/search';
import type { StorageError, VersionConflict } from '../storage/storage-error';

/**
 * What the repositories of the tenant's named resources (aliases, rules, snippets, answer sets)
 * do alike; each resource's port extends it with what is its own. Every method is scoped to a
 * tenant: another tenant's item is never found, changed or deleted. `Taken` is how a lost race
 * for a name is told (a unique index per tenant is the backstop of the use cases' checks).
 */
export interface LibraryRepository<T, Id, Search, Taken = NameTaken> {
  /** Stores a new item; `Taken` when its name is already held (a lost race). */
  insert(item: T): TE.TaskEither<StorageError | Taken, void>;
  /** Writes a changed item if the stored version is `item.version - 1`; VersionConflict otherwise, also when absent. */
  update(item: T): TE.TaskEither<StorageError | VersionConflict | Taken, void>;
  /** Deletes the item (and what the store keeps of it beside its row) if its stored version is `version`; VersionConflict otherwise. */
  delete(tenantId: TenantId, id: Id, version: number): TE.TaskEither<StorageError | VersionConflict, void>;
  findById(tenantId: TenantId, id: Id): TE.TaskEither<StorageError, O.Option<T>>;
  /** A page of matching items in search order (see search.ts). */
  search(tenantId: TenantId, query: Search): TE.TaskEither<StorageError, Page<T>>;
}

/** A library repository whose items are also found by name, compared as names are (`nameKey`). */
export interface NamedLibraryRepository<T, Id, Search> extends LibraryRepository<T, Id, Search> {
  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<T>>;
}
