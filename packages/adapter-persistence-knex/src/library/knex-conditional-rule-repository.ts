import type { ConditionalRule } from '@quire/domain/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import type { ConditionalRuleId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import { referencesOfRule } from '@quire/domain/library-references';
import { nameKey } from '@quire/domain/names';
import type { ConditionalRuleRepository, RuleSearch } from '@quire/ports/library/conditional-rule-repository';
import type { Page } from '@quire/ports/library/search/search';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { conditionalRuleFromRow, type ConditionalRuleRow, conditionalRuleToRow } from './conditional-rule-row';
import { deleteReferences, refersTo, writeReferences } from './library-references-table';
import { KnexLibraryTable } from './library-table';
import { nameTakenOn } from './name-taken';

const TABLE = 'conditional_rules';

/** Conditional rules in `conditional_rules`; each write also replaces the rule's references (the aliases it reads). */
export class KnexConditionalRuleRepository implements ConditionalRuleRepository {
  private readonly table: KnexLibraryTable<ConditionalRule, ConditionalRuleRow, NameTaken>;

  constructor(private readonly knex: Knex) {
    this.table = new KnexLibraryTable(knex, {
      table: TABLE,
      operations: 'rules',
      toRow: conditionalRuleToRow,
      fromRow: conditionalRuleFromRow,
      nameTaken: nameTakenOn(knex, { table: TABLE, name: 'conditional_rules_name_unique', resource: 'ConditionalRule' }),
    });
  }

  insert(rule: ConditionalRule): TE.TaskEither<StorageError | NameTaken, void> {
    return this.table.insert(rule, (trx) => writeReferences(trx, rule.tenantId, 'rule', rule.id, referencesOfRule(rule), 'new'));
  }

  update(rule: ConditionalRule): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    return this.table.update(rule, (trx) => writeReferences(trx, rule.tenantId, 'rule', rule.id, referencesOfRule(rule), 'existing'));
  }

  delete(tenantId: TenantId, id: ConditionalRuleId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return this.table.delete(tenantId, id, version, (trx) => deleteReferences(trx, tenantId, 'rule', id));
  }

  findById(tenantId: TenantId, id: ConditionalRuleId): TE.TaskEither<StorageError, O.Option<ConditionalRule>> {
    return this.table.first('findById', tenantId, { id });
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<ConditionalRule>> {
    return this.table.first('findByName', tenantId, { name_key: nameKey(name) });
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
