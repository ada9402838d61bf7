import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import { referencesOfRule } from '@quire/domain/library/library-references';
import { nameKey } from '@quire/domain/names';
import type { ConditionalRuleRepository, RuleSearch } from '@quire/ports/library/conditional-rule-repository';
import type { Page } from '@quire/ports/library/search/search';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { conditionalRuleFromRow, type ConditionalRuleRow, conditionalRuleToRow } from './conditional-rule-row';
import { KnexLibraryItemRepository } from './knex-library-repository';
import { refersTo } from './library-references-table';

const TABLE = 'conditional_rules';

/** Conditional rules in `conditional_rules`; each write also replaces the rule's references (the aliases it reads). */
export class KnexConditionalRuleRepository extends KnexLibraryItemRepository<ConditionalRule, ConditionalRuleRow> implements ConditionalRuleRepository {
  constructor(knex: Knex) {
    super(knex, { table: TABLE, operations: 'rules', toRow: conditionalRuleToRow, fromRow: conditionalRuleFromRow, names: { resource: 'ConditionalRule' } }, { owner: 'rule', of: referencesOfRule });
  }

  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<ConditionalRule>> {
    return this.table.all('listAll', tenantId);
  }

  search(tenantId: TenantId, query: RuleSearch): TE.TaskEither<StorageError, Page<ConditionalRule>> {
    return this.table.page('search', tenantId, query, (select) => {
      const ofKind = query.kind === null ? select : select.where(`${TABLE}.kind`, query.kind);
      return query.alias === null ? ofKind : ofKind.whereExists(refersTo(this.knex, 'rule', TABLE, ['field'], [nameKey(query.alias)]));
    });
  }
}
