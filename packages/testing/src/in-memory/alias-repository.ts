import type { Alias } from '@quire/domain/alias';
import { type AliasNameTaken, aliasNameKeys, assertAliasNamesAvailable } from '@quire/domain/alias-names';
import type { TenantId } from '@quire/domain/ids';
import type { AliasId } from '@quire/domain/library-ids';
import type { AliasRepository, AliasSearch } from '@quire/ports/library/alias-repository';
import { type Page, normaliseQuery } from '@quire/ports/library/search/search';
import { aliasSearchTexts, matchesQuery } from '@quire/ports/library/search/search-texts';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { InMemoryLibraryRevisions } from './library-revisions';
import type { InMemoryTable, WriteCheck } from './table';
import { TableRepository } from './table-repository';

/** The tenant's aliases that answer to one of the keys (by name or synonym). */
const holdersOf = (table: InMemoryTable<Alias>, tenantId: TenantId, keys: ReadonlyArray<string>): Alias[] => {
  const wanted = new Set(keys);
  return table.allOf(tenantId).filter((alias) => aliasNameKeys(alias).some((key) => wanted.has(key)));
};

const namesFree =
  (table: InMemoryTable<Alias>): WriteCheck<Alias, AliasNameTaken> =>
  (alias) => {
    const checked = assertAliasNamesAvailable(alias, holdersOf(table, alias.tenantId, aliasNameKeys(alias)));
    return E.isLeft(checked) ? checked.left : null;
  };

/** AliasRepository in memory: names and synonyms share one namespace per tenant, as the unique index of the SQL store. */
export class InMemoryAliasRepository extends TableRepository<Alias, AliasId, AliasNameTaken> implements AliasRepository {
  /** `revisions`: the tenant library revision its writes bump (shared by the library repositories). */
  constructor(revisions = new InMemoryLibraryRevisions()) {
    super('aliases', revisions, namesFree);
  }

  findByNameKeys(tenantId: TenantId, keys: ReadonlyArray<string>): TE.TaskEither<StorageError, ReadonlyArray<Alias>> {
    return TE.right(holdersOf(this.table, tenantId, keys));
  }

  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<Alias>> {
    return TE.right(this.table.allOf(tenantId));
  }

  search(tenantId: TenantId, query: AliasSearch): TE.TaskEither<StorageError, Page<Alias>> {
    const q = normaliseQuery(query.q);
    return TE.right(this.table.search(tenantId, query, (alias) => matchesQuery(q, aliasSearchTexts(alias))));
  }
}
