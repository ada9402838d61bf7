import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import type { ConditionalRuleId } from '@quire/domain/library/library-ids';
import { nameKey } from '@quire/domain/names';
import type { ConditionalRuleRepository, RuleSearch } from '@quire/ports/library/conditional-rule-repository';
import { type Page, normaliseQuery } from '@quire/ports/library/search/search';
import { matchesQuery, ruleSearchTexts } from '@quire/ports/library/search/search-texts';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';
import { InMemoryLibraryRevisions } from './library-revisions';
import { UniquelyNamedRepository } from './table-repository';

/** The search's filters: `q`, the kind, an alias the rule reads. */
const matching = (query: RuleSearch): ((rule: ConditionalRule) => boolean) => {
  const q = normaliseQuery(query.q);
  const alias = query.alias === null ? null : nameKey(query.alias);
  return (rule) =>
    matchesQuery(q, ruleSearchTexts(rule)) && (query.kind === null || rule.kind === query.kind) && (alias === null || rule.aliases.some((name) => nameKey(name) === alias));
};

/** ConditionalRuleRepository in memory; rule names are unique per tenant by name key. */
export class InMemoryConditionalRuleRepository extends UniquelyNamedRepository<ConditionalRule, ConditionalRuleId> implements ConditionalRuleRepository {
  /** `revisions`: the tenant library revision its writes bump (shared by the library repositories). */
  constructor(revisions = new InMemoryLibraryRevisions()) {
    super('rules', 'ConditionalRule', revisions);
  }

  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<ConditionalRule>> {
    return TE.right(this.table.allOf(tenantId));
  }

  search(tenantId: TenantId, query: RuleSearch): TE.TaskEither<StorageError, Page<ConditionalRule>> {
    return TE.right(this.table.search(tenantId, query, matching(query)));
  }
}
