import type { Alias } from '@quire/domain/alias';
import { type AliasNameTaken, aliasNameKeys, assertAliasNamesAvailable } from '@quire/domain/alias-names';
import type { TenantId } from '@quire/domain/ids';
import type { AliasId } from '@quire/domain/library-ids';
import type { AliasRepository, AliasSearch } from '@quire/ports/library/alias-repository';
import type { Page } from '@quire/ports/library/search/search';
import { normaliseQuery } from '@quire/ports/library/search/search';
import { aliasSearchTexts, matchesQuery } from '@quire/ports/library/search/search-texts';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { searchInMemory } from './in-memory-search';
import { storageFailure } from './storage-failure';
import { InMemoryLibraryRevisions } from './in-memory-library-revisions';
import { TenantTable } from './tenant-table';

/** AliasRepository in memory: names and synonyms share one namespace per tenant, as the unique index of the SQL store. */
export class InMemoryAliasRepository implements AliasRepository {
  readonly table: TenantTable<Alias>;

  /** `revisions`: the tenant library revision its writes bump (shared by the library repositories). */
  constructor(revisions = new InMemoryLibraryRevisions()) {
    this.table = new TenantTable(revisions);
  }

  insert(alias: Alias): TE.TaskEither<StorageError | AliasNameTaken, void> {
    if (this.table.has(alias)) return storageFailure('aliases.insert', 'duplicate id');
    return this.write(alias);
  }

  update(alias: Alias): TE.TaskEither<StorageError | VersionConflict | AliasNameTaken, void> {
    const expected = alias.version - 1;
    if (!this.table.isAt(alias.tenantId, alias.id, expected)) return TE.left({ _tag: 'VersionConflict', expected });
    return this.write(alias);
  }

  delete(tenantId: TenantId, id: AliasId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    if (!this.table.isAt(tenantId, id, version)) return TE.left({ _tag: 'VersionConflict', expected: version });
    this.table.remove(tenantId, id);
    return TE.right(undefined);
  }

  findById(tenantId: TenantId, id: AliasId): TE.TaskEither<StorageError, O.Option<Alias>> {
    return TE.right(O.fromNullable(this.table.get(tenantId, id)));
  }

  findByNameKeys(tenantId: TenantId, keys: ReadonlyArray<string>): TE.TaskEither<StorageError, ReadonlyArray<Alias>> {
    return TE.right(this.holdersOf(tenantId, keys));
  }

  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<Alias>> {
    return TE.right(this.table.allOf(tenantId));
  }

  search(tenantId: TenantId, query: AliasSearch): TE.TaskEither<StorageError, Page<Alias>> {
    const q = normaliseQuery(query.q);
    return TE.right(searchInMemory(this.table.allOf(tenantId), query, (alias) => matchesQuery(q, aliasSearchTexts(alias))));
  }

  private holdersOf(tenantId: TenantId, keys: ReadonlyArray<string>): Alias[] {
    const wanted = new Set(keys);
    return this.table.allOf(tenantId).filter((alias) => aliasNameKeys(alias).some((key) => wanted.has(key)));
  }

  private write(alias: Alias): TE.TaskEither<AliasNameTaken, void> {
    const checked = assertAliasNamesAvailable(alias, this.holdersOf(alias.tenantId, aliasNameKeys(alias)));
    if (E.isLeft(checked)) return TE.left(checked.left);
    this.table.put(alias);
    return TE.right(undefined);
  }
}
