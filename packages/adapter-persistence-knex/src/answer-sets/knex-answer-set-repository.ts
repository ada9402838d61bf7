import type { AnswerSet } from '@quire/domain/answer-sets/answer-set';
import type { TenantId } from '@quire/domain/ids';
import type { AnswerSetRepository, AnswerSetSearch } from '@quire/ports/answer-sets/answer-set-repository';
import type { Page } from '@quire/ports/library/search/search';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { whereContains } from '../library/keyset';
import { KnexLibraryItemRepository } from '../library/knex-library-repository';
import { answerSetFromRow, type AnswerSetRow, answerSetToRow, templateKeysOf } from './answer-set-row';

const TABLE = 'answer_sets';

/** Answer sets in `answer_sets`, written as the library's tables are, except that no write bumps the library revision. */
export class KnexAnswerSetRepository extends KnexLibraryItemRepository<AnswerSet, AnswerSetRow> implements AnswerSetRepository {
  constructor(knex: Knex) {
    super(knex, { table: TABLE, operations: 'answerSets', toRow: answerSetToRow, fromRow: answerSetFromRow, names: { resource: 'AnswerSet' }, bumpsRevision: false });
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
