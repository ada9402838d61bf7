import type { Alias } from '@quire/domain/alias';
import type { AliasNameTaken } from '@quire/domain/alias-names';
import type { TenantId } from '@quire/domain/ids';
import type { AliasId } from '@quire/domain/library-ids';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { Page, PageRequest } from './search/search';
import type { StorageError, VersionConflict } from '../storage/storage-error';

/** `GET /Aliases`: `q` matches the name, label, description and synonyms (`aliasSearchTexts`). */
export type AliasSearch = PageRequest & { readonly q: string | null };

/**
 * The aliases of each tenant. Every method is scoped to a tenant: another tenant's alias is
 * never found, changed or deleted.
 *
 * The store keeps every alias's keys (`aliasNameKeys`: its name and synonyms) under one unique
 * index per tenant, the backstop of `assertAliasNamesAvailable` when two requests race.
 */
export interface AliasRepository {
  /** Stores a new alias; AliasNameTaken when one of its keys is already held (a lost race). */
  insert(alias: Alias): TE.TaskEither<StorageError | AliasNameTaken, void>;
  /**
   * Writes a changed alias if the stored version is `alias.version - 1`; VersionConflict
   * otherwise, also when no such alias exists. Replaces its keys (AliasNameTaken as for insert).
   */
  update(alias: Alias): TE.TaskEither<StorageError | VersionConflict | AliasNameTaken, void>;
  /** Deletes the alias if its stored version is `version`; VersionConflict otherwise (changed or gone). */
  delete(tenantId: TenantId, id: AliasId, version: number): TE.TaskEither<StorageError | VersionConflict, void>;
  findById(tenantId: TenantId, id: AliasId): TE.TaskEither<StorageError, O.Option<Alias>>;
  /** The aliases whose name or a synonym has one of these keys (`nameKey`): for uniqueness checks and resolving names. */
  findByNameKeys(tenantId: TenantId, keys: ReadonlyArray<string>): TE.TaskEither<StorageError, ReadonlyArray<Alias>>;
  /** The tenant's whole vocabulary, ordered by name key then id (template analysis, data checks at generation). */
  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<Alias>>;
  /** A page of matching aliases in search order (see search.ts). */
  search(tenantId: TenantId, query: AliasSearch): TE.TaskEither<StorageError, Page<Alias>>;
}
export const AliasRepositoryToken: ServiceIdentifier<AliasRepository> = Symbol.for('quire.AliasRepository');
