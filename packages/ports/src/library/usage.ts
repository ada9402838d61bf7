import type { Alias } from '@quire/domain/library/aliases/alias';
import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import type { Usage } from '@quire/domain/library/library-usage';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';

/**
 * Who uses what, answered from the references the repositories write with each template's
 * current version, each snippet, each rule and each computed alias (`References` in the domain: written names by
 * role, indexed by tenant and name key). Each `UsageRef.via` lists the written names that matched.
 * Lists are ordered by name key then id.
 */
export interface UsageQueries {
  /**
   * Templates and snippets that name one of the alias's keys (name or synonyms) as a field,
   * condition or repeat, and rules and computed aliases' formulas that read it (`GET /Aliases/:id`
   * `usage`, `alias_in_use`).
   */
  ofAlias(tenantId: TenantId, alias: Pick<Alias, 'name' | 'synonyms'>): TE.TaskEither<StorageError, Usage>;
  /** Templates and snippets that name the rule as a condition or repeat (`rule_in_use`); `rules` and `formulas` are empty. */
  ofRule(tenantId: TenantId, rule: Pick<ConditionalRule, 'name'>): TE.TaskEither<StorageError, Usage>;
  /** Templates and other snippets that insert the snippet (`snippet_in_use`); `rules` and `formulas` are empty. */
  ofSnippet(tenantId: TenantId, snippet: Pick<Snippet, 'id' | 'name'>): TE.TaskEither<StorageError, Usage>;
}
