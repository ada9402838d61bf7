import type { Alias } from '@quire/domain/library/aliases/alias';
import { type AliasNameTaken, aliasNameKeys, assertAliasNamesAvailable } from '@quire/domain/library/aliases/alias-names';
import type { TenantId } from '@quire/domain/ids';
import type { AliasId } from '@quire/domain/library/library-ids';
import { referencesOfAlias } from '@quire/domain/library/library-references';
import type { AliasRepository, AliasSearch } from '@quire/ports/library/alias-repository';
import type { Page } from '@quire/ports/library/search/search';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { aliasFromRow, type AliasRow, aliasToRow } from './alias-row';
import { deleteReferences, writeReferences } from './library-references-table';
import { KnexLibraryTable } from './library-table';
import { violatesUnique } from '../platform/sql-errors';

const KEY_INDEX = { name: 'alias_keys_name_unique', columns: 'alias_keys.name_key' };

const deleteKeys = async (trx: Knex.Transaction, tenantId: TenantId, id: AliasId): Promise<void> => {
  await trx('alias_keys').where({ tenant_id: tenantId, alias_id: id }).del();
};

/** In key order, so that two writers wait for each other on their first shared key instead of deadlocking. */
const writeKeys = async (trx: Knex.Transaction, alias: Alias): Promise<void> => {
  const rows = [...new Set(aliasNameKeys(alias))].sort().map((name_key) => ({ tenant_id: alias.tenantId, name_key, alias_id: alias.id }));
  await trx('alias_keys').insert(rows);
};

/**
 * Aliases in `aliases`, and the keys each answers to (name and synonyms) in `alias_keys`, whose
 * unique index on (tenant, key) keeps one namespace per tenant even when requests race. A computed
 * alias's references (the aliases its formula reads) are written with it to `library_references`.
 */
export class KnexAliasRepository implements AliasRepository {
  private readonly table: KnexLibraryTable<Alias, AliasRow, AliasNameTaken>;

  constructor(private readonly knex: Knex) {
    this.table = new KnexLibraryTable(knex, { table: 'aliases', operations: 'aliases', toRow: aliasToRow, fromRow: aliasFromRow, names: (error, alias) => this.nameTaken(error, alias) });
  }

  insert(alias: Alias): TE.TaskEither<StorageError | AliasNameTaken, void> {
    return this.table.insert(alias, async (trx) => {
      await writeKeys(trx, alias);
      await writeReferences(trx, alias.tenantId, 'alias', alias.id, referencesOfAlias(alias), 'new');
    });
  }

  update(alias: Alias): TE.TaskEither<StorageError | VersionConflict | AliasNameTaken, void> {
    return this.table.update(alias, async (trx) => {
      await deleteKeys(trx, alias.tenantId, alias.id);
      await writeKeys(trx, alias);
      await writeReferences(trx, alias.tenantId, 'alias', alias.id, referencesOfAlias(alias), 'existing');
    });
  }

  delete(tenantId: TenantId, id: AliasId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return this.table.delete(tenantId, id, version, async (trx) => {
      await deleteKeys(trx, tenantId, id);
      await deleteReferences(trx, tenantId, 'alias', id);
    });
  }

  findById(tenantId: TenantId, id: AliasId): TE.TaskEither<StorageError, O.Option<Alias>> {
    return this.table.first('findById', tenantId, { id });
  }

  findByNameKeys(tenantId: TenantId, keys: ReadonlyArray<string>): TE.TaskEither<StorageError, ReadonlyArray<Alias>> {
    return this.table.query('findByNameKeys', () => this.holdersOf(tenantId, keys));
  }

  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<Alias>> {
    return this.table.all('listAll', tenantId);
  }

  search(tenantId: TenantId, query: AliasSearch): TE.TaskEither<StorageError, Page<Alias>> {
    return this.table.page('search', tenantId, query);
  }

  private async holdersOf(tenantId: TenantId, keys: ReadonlyArray<string>): Promise<ReadonlyArray<Alias>> {
    if (keys.length === 0) return [];
    const rows: AliasRow[] = await this.knex('aliases')
      .where({ tenant_id: tenantId })
      .whereIn('id', this.knex('alias_keys').select('alias_id').where({ tenant_id: tenantId }).whereIn('name_key', [...keys]))
      .orderBy(['name_key', 'id']);
    return rows.map(aliasFromRow);
  }

  /** A lost race on the key index: who holds the key now, as the domain reports it. */
  private async nameTaken(error: unknown, alias: Alias): Promise<AliasNameTaken | null> {
    if (!violatesUnique(error, KEY_INDEX)) return null;
    const checked = assertAliasNamesAvailable(alias, await this.holdersOf(alias.tenantId, aliasNameKeys(alias)));
    return E.isLeft(checked) ? checked.left : null;
  }
}
