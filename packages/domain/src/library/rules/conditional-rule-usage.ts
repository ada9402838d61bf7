import type { ConditionalRule } from './conditional-rule';
import type { ConditionalRuleId } from '../library-ids';
import { type InUse, usageGuards } from '../library-usage';
import { nameKey } from '../../names';

/** The rule is referenced by templates or snippets, which are listed (409 `rule_in_use`). */
export type RuleInUse = InUse<'RuleInUse', ConditionalRuleId>;

/** Renaming a referenced rule (templates name it) or changing its kind (an `{{#if}}` would meet a repeat) breaks its users. */
const guards = usageGuards('RuleInUse', (before: ConditionalRule, after: ConditionalRule) => nameKey(before.name) !== nameKey(after.name) || before.kind !== after.kind);

/** Deleting is refused while referenced, unless forced (`?force=true`). */
export const assertRuleDeletable = guards.deletable;

/** A change that breaks the rule's users is refused like a delete, unless forced. */
export const assertRuleChangeAllowed = guards.changeAllowed;
