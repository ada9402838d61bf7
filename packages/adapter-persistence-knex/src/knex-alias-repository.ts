import type { Alias } from '@quire/domain/alias';
import { type AliasNameTaken, aliasNameKeys, assertAliasNamesAvailable } from '@quire/domain/alias-names';
import type { TenantId } from '@quire/domain/ids';
import type { AliasId } from '@quire/domain/library-ids';
import type { AliasRepository, AliasSearch } from '@quire/ports/library/alias-repository';
import { type Page, normaliseQuery, pageOf } from '@quire/ports/library/search/search';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { aliasFromRow, type AliasRow, aliasToRow } from './alias-row';
import { afterKey, whereMatchesQuery } from './keyset';
import { bumpLibraryRevision } from './bump-library-revision';
import { runQuery } from './run-query';
import { runTransaction } from './run-transaction';
import { violatesUnique } from './sql-errors';

const KEY_INDEX = { name: 'alias_keys_name_unique', columns: 'alias_keys.name_key' };

const conflict = (expected: number): E.Either<VersionConflict, never> => E.left({ _tag: 'VersionConflict', expected });

/**
 * Aliases in `aliases`, and the keys each answers to (name and synonyms) in `alias_keys`, whose
 * unique index on (tenant, key) keeps one namespace per tenant even when requests race.
 */
export class KnexAliasRepository implements AliasRepository {
  constructor(private readonly knex: Knex) {}

  insert(alias: Alias): TE.TaskEither<StorageError | AliasNameTaken, void> {
    return runTransaction(
      this.knex,
      'aliases.insert',
      async (trx) => {
        await bumpLibraryRevision(trx, alias.tenantId);
        await trx('aliases').insert(aliasToRow(alias));
        await this.writeKeys(trx, alias);
        return E.right(undefined);
      },
      (error) => this.nameTaken(error, alias),
    );
  }

  update(alias: Alias): TE.TaskEither<StorageError | VersionConflict | AliasNameTaken, void> {
    const expected = alias.version - 1;
    const { tenant_id, id, created_at: _createdAt, ...changes } = aliasToRow(alias);
    return runTransaction<VersionConflict | AliasNameTaken, void>(
      this.knex,
      'aliases.update',
      async (trx) => {
        await bumpLibraryRevision(trx, alias.tenantId);
        const changed = await trx('aliases').where({ tenant_id, id, version: expected }).update(changes);
        if (changed !== 1) return conflict(expected);
        await trx('alias_keys').where({ tenant_id, alias_id: id }).del();
        await this.writeKeys(trx, alias);
        return E.right(undefined);
      },
      (error) => this.nameTaken(error, alias),
    );
  }

  delete(tenantId: TenantId, id: AliasId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return runTransaction<VersionConflict, void>(this.knex, 'aliases.delete', async (trx) => {
      await bumpLibraryRevision(trx, tenantId);
      await trx('alias_keys').where({ tenant_id: tenantId, alias_id: id }).del();
      const deleted = await trx('aliases').where({ tenant_id: tenantId, id, version }).del();
      return deleted === 1 ? E.right(undefined) : conflict(version);
    });
  }

  findById(tenantId: TenantId, id: AliasId): TE.TaskEither<StorageError, O.Option<Alias>> {
    return runQuery('aliases.findById', async () => O.map(aliasFromRow)(O.fromNullable(await this.knex<AliasRow>('aliases').where({ tenant_id: tenantId, id }).first())));
  }

  findByNameKeys(tenantId: TenantId, keys: ReadonlyArray<string>): TE.TaskEither<StorageError, ReadonlyArray<Alias>> {
    return runQuery('aliases.findByNameKeys', () => this.holdersOf(this.knex, tenantId, keys));
  }

  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<Alias>> {
    return runQuery('aliases.listAll', async () => {
      const rows: AliasRow[] = await this.knex('aliases').where({ tenant_id: tenantId }).orderBy(['name_key', 'id']);
      return rows.map(aliasFromRow);
    });
  }

  search(tenantId: TenantId, query: AliasSearch): TE.TaskEither<StorageError, Page<Alias>> {
    return runQuery('aliases.search', async () => {
      let select = afterKey(this.knex('aliases').where('aliases.tenant_id', tenantId), query.after, 'aliases');
      const q = normaliseQuery(query.q);
      if (q !== null) select = whereMatchesQuery(select, 'aliases.search_text', q);
      const rows: AliasRow[] = await select.orderBy(['name_key', 'id']).limit(query.limit + 1);
      return pageOf(rows.map(aliasFromRow), query.limit);
    });
  }

  private async holdersOf(db: Knex, tenantId: TenantId, keys: ReadonlyArray<string>): Promise<ReadonlyArray<Alias>> {
    if (keys.length === 0) return [];
    const rows: AliasRow[] = await db('aliases')
      .where({ tenant_id: tenantId })
      .whereIn('id', db('alias_keys').select('alias_id').where({ tenant_id: tenantId }).whereIn('name_key', [...keys]))
      .orderBy(['name_key', 'id']);
    return rows.map(aliasFromRow);
  }

  private async writeKeys(trx: Knex.Transaction, alias: Alias): Promise<void> {
    // In key order, so that two writers wait for each other on their first shared key instead of deadlocking.
    const rows = [...new Set(aliasNameKeys(alias))].sort().map((name_key) => ({ tenant_id: alias.tenantId, name_key, alias_id: alias.id }));
    await trx('alias_keys').insert(rows);
  }

  /** A lost race on the key index: who holds the key now, as the domain reports it. */
  private async nameTaken(error: unknown, alias: Alias): Promise<AliasNameTaken | null> {
    if (!violatesUnique(error, KEY_INDEX)) return null;
    const checked = assertAliasNamesAvailable(alias, await this.holdersOf(this.knex, alias.tenantId, aliasNameKeys(alias)));
    return E.isLeft(checked) ? checked.left : null;
  }
}
