import type { Alias } from '@quire/domain/library/aliases/alias';
import type { AliasNameTaken } from '@quire/domain/library/aliases/alias-names';
import type { TenantId } from '@quire/domain/ids';
import type { AliasId } from '@quire/domain/library/library-ids';
import type * as TE from 'fp-ts/TaskEither';
import type { LibraryRepository } from './library-repository';
import type { PageRequest } from './search/search';
import type { StorageError } from '../storage/storage-error';

/** `GET /Aliases`: `q` matches the name, label, description and synonyms (`aliasSearchTexts`). */
export type AliasSearch = PageRequest & { readonly q: string | null };

/**
 * The aliases of each tenant. Every method is scoped to a tenant: another tenant's alias is
 * never found, changed or deleted.
 *
 * The store keeps every alias's keys (`aliasNameKeys`: its name and synonyms) under one unique
 * index per tenant, the backstop of `assertAliasNamesAvailable` when two requests race (AliasNameTaken:
 * one of its keys is held). Update replaces the alias's keys.
 */
export interface AliasRepository extends LibraryRepository<Alias, AliasId, AliasSearch, AliasNameTaken> {
  /** The aliases whose name or a synonym has one of these keys (`nameKey`): for uniqueness checks and resolving names. */
  findByNameKeys(tenantId: TenantId, keys: ReadonlyArray<string>): TE.TaskEither<StorageError, ReadonlyArray<Alias>>;
  /** The tenant's whole vocabulary, ordered by name key then id (template analysis, data checks at generation). */
  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<Alias>>;
}
