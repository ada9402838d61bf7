import type { ConditionalRule } from '@quire/domain/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import type { ConditionalRuleId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import { referencesOfRule } from '@quire/domain/library-references';
import { nameKey } from '@quire/domain/names';
import type { ConditionalRuleRepository, RuleSearch } from '@quire/ports/library/conditional-rule-repository';
import { type Page, normaliseQuery, pageOf } from '@quire/ports/library/search/search';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { conditionalRuleFromRow, type ConditionalRuleRow, conditionalRuleToRow } from './conditional-rule-row';
import { afterKey, whereMatchesQuery } from './keyset';
import { deleteReferences, refersTo, writeReferences } from './library-references-table';
import { nameTakenBy } from './name-taken';
import { bumpLibraryRevision } from './bump-library-revision';
import { runQuery } from './run-query';
import { runTransaction } from './run-transaction';

const TABLE = 'conditional_rules';

/** Conditional rules in `conditional_rules`; each write also replaces the rule's references (the aliases it reads). */
export class KnexConditionalRuleRepository implements ConditionalRuleRepository {
  constructor(private readonly knex: Knex) {}

  insert(rule: ConditionalRule): TE.TaskEither<StorageError | NameTaken, void> {
    return runTransaction(
      this.knex,
      'rules.insert',
      async (trx) => {
        await bumpLibraryRevision(trx, rule.tenantId);
        await trx(TABLE).insert(conditionalRuleToRow(rule));
        await writeReferences(trx, rule.tenantId, 'rule', rule.id, referencesOfRule(rule), 'new');
        return E.right(undefined);
      },
      (error) => this.nameTaken(error, rule),
    );
  }

  update(rule: ConditionalRule): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    const expected = rule.version - 1;
    const { tenant_id, id, created_at: _createdAt, ...changes } = conditionalRuleToRow(rule);
    return runTransaction<VersionConflict | NameTaken, void>(
      this.knex,
      'rules.update',
      async (trx) => {
        await bumpLibraryRevision(trx, rule.tenantId);
        const changed = await trx(TABLE).where({ tenant_id, id, version: expected }).update(changes);
        if (changed !== 1) return E.left({ _tag: 'VersionConflict', expected });
        await writeReferences(trx, rule.tenantId, 'rule', rule.id, referencesOfRule(rule), 'existing');
        return E.right(undefined);
      },
      (error) => this.nameTaken(error, rule),
    );
  }

  delete(tenantId: TenantId, id: ConditionalRuleId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return runTransaction<VersionConflict, void>(this.knex, 'rules.delete', async (trx) => {
      await bumpLibraryRevision(trx, tenantId);
      const deleted = await trx(TABLE).where({ tenant_id: tenantId, id, version }).del();
      if (deleted !== 1) return E.left({ _tag: 'VersionConflict', expected: version });
      await deleteReferences(trx, tenantId, 'rule', id);
      return E.right(undefined);
    });
  }

  findById(tenantId: TenantId, id: ConditionalRuleId): TE.TaskEither<StorageError, O.Option<ConditionalRule>> {
    return runQuery('rules.findById', () => this.first({ tenant_id: tenantId, id }));
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<ConditionalRule>> {
    return runQuery('rules.findByName', () => this.first({ tenant_id: tenantId, name_key: nameKey(name) }));
  }

  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<ConditionalRule>> {
    return runQuery('rules.listAll', async () => {
      const rows: ConditionalRuleRow[] = await this.knex(TABLE).where({ tenant_id: tenantId }).orderBy(['name_key', 'id']);
      return rows.map(conditionalRuleFromRow);
    });
  }

  search(tenantId: TenantId, query: RuleSearch): TE.TaskEither<StorageError, Page<ConditionalRule>> {
    return runQuery('rules.search', async () => {
      let select = afterKey(this.knex(TABLE).where(`${TABLE}.tenant_id`, tenantId), query.after, TABLE);
      const q = normaliseQuery(query.q);
      if (q !== null) select = whereMatchesQuery(select, `${TABLE}.search_text`, q);
      if (query.kind !== null) select = select.where(`${TABLE}.kind`, query.kind);
      if (query.alias !== null) select = select.whereExists(refersTo(this.knex, 'rule', TABLE, ['field'], [nameKey(query.alias)]));
      const rows: ConditionalRuleRow[] = await select.orderBy(['name_key', 'id']).limit(query.limit + 1);
      return pageOf(rows.map(conditionalRuleFromRow), query.limit);
    });
  }

  private async first(where: Record<string, string>): Promise<O.Option<ConditionalRule>> {
    return O.map(conditionalRuleFromRow)(O.fromNullable(await this.knex<ConditionalRuleRow>(TABLE).where(where).first()));
  }

  private nameTaken(error: unknown, rule: ConditionalRule): Promise<NameTaken | null> {
    return nameTakenBy(this.knex, error, { table: TABLE, index: 'conditional_rules_name_unique', resource: 'ConditionalRule', tenantId: rule.tenantId, name: rule.name });
  }
}
