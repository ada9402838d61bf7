import type { AnswerSet, AnswerSetId } from '@quire/domain/answer-sets/answer-set';
import type { TenantId } from '@quire/domain/ids';
import type { NameTaken } from '@quire/domain/library/library-names';
import { nameKey } from '@quire/domain/names';
import type { AnswerSetRepository, AnswerSetSearch } from '@quire/ports/answer-sets/answer-set-repository';
import type { Page } from '@quire/ports/library/search/search';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { whereContains } from '../library/keyset';
import { KnexLibraryTable } from '../library/library-table';
import { nameTakenOn } from '../library/name-taken';
import { answerSetFromRow, type AnswerSetRow, answerSetToRow, templateKeysOf } from './answer-set-row';

const TABLE = 'answer_sets';

/** Answer sets in `answer_sets`, written as the library's tables are, except that no write bumps the library revision. */
export class KnexAnswerSetRepository implements AnswerSetRepository {
  private readonly table: KnexLibraryTable<AnswerSet, AnswerSetRow, NameTaken>;

  constructor(private readonly knex: Knex) {
    this.table = new KnexLibraryTable(knex, {
      table: TABLE,
      operations: 'answerSets',
      toRow: answerSetToRow,
      fromRow: answerSetFromRow,
      nameTaken: nameTakenOn(knex, { table: TABLE, name: 'answer_sets_name_unique', resource: 'AnswerSet' }),
      bumpsRevision: false,
    });
  }

  insert(set: AnswerSet): TE.TaskEither<StorageError | NameTaken, void> {
    return this.table.insert(set);
  }

  update(set: AnswerSet): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    return this.table.update(set);
  }

  delete(tenantId: TenantId, id: AnswerSetId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return this.table.delete(tenantId, id, version);
  }

  findById(tenantId: TenantId, id: AnswerSetId): TE.TaskEither<StorageError, O.Option<AnswerSet>> {
    return this.table.first('findById', tenantId, { id });
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<AnswerSet>> {
    return this.table.first('findByName', tenantId, { name_key: nameKey(name) });
  }

  count(tenantId: TenantId): TE.TaskEither<StorageError, number> {
    return this.table.query('count', async () => {
      const row = (await this.knex(TABLE).where({ tenant_id: tenantId }).count({ count: '*' }).first()) as { count: number | string } | undefined;
      return Number(row?.count ?? 0);
    });
  }

  search(tenantId: TenantId, query: AnswerSetSearch): TE.TaskEither<StorageError, Page<AnswerSet>> {
    return this.table.page('search', tenantId, query, (select) => (query.templateId === null ? select : whereContains(select, `${TABLE}.template_keys`, templateKeysOf([query.templateId]))));
  }
}
