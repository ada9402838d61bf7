import * as E from 'fp-ts/Either';
import type { ConditionalRule } from './conditional-rule';
import type { ConditionalRuleId } from '../library-ids';
import { type Usage, isUnused } from '../library-usage';
import { nameKey } from '../../names';

/** The rule is referenced by templates or snippets, which are listed (409 `rule_in_use`). */
export type RuleInUse = { readonly _tag: 'RuleInUse'; readonly id: ConditionalRuleId; readonly name: string; readonly usage: Usage };

const inUse = (rule: ConditionalRule, usage: Usage): RuleInUse => ({ _tag: 'RuleInUse', id: rule.id, name: rule.name, usage });

/** Deleting is refused while referenced, unless forced (`?force=true`). */
export const assertRuleDeletable = (rule: ConditionalRule, usage: Usage, force: boolean): E.Either<RuleInUse, ConditionalRule> =>
  force || isUnused(usage) ? E.right(rule) : E.left(inUse(rule, usage));

/**
 * Renaming a referenced rule (templates name it and are never rewritten) or changing its kind
 * (an `{{#if}}` would meet a repeat) is refused like a delete, unless forced.
 */
export const assertRuleChangeAllowed = (before: ConditionalRule, after: ConditionalRule, usage: Usage, force: boolean): E.Either<RuleInUse, ConditionalRule> => {
  if (force || isUnused(usage)) return E.right(after);
  return nameKey(before.name) !== nameKey(after.name) || before.kind !== after.kind ? E.left(inUse(before, usage)) : E.right(after);
};
