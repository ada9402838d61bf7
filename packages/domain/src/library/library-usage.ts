import type { AliasId, ConditionalRuleId, FormTemplateId, SnippetId } from './library-ids';
import { nameKey } from '../names';

/** One resource that uses another, and the names through which it does (as it wrote them). */
export type UsageRef<Id extends string> = { readonly id: Id; readonly name: string; readonly via: ReadonlyArray<string> };

/**
 * Who uses an alias, a rule or a snippet: templates (their current version), snippets, rules and
 * computed aliases' formulas (only aliases are read by rules and formulas). Answered by the Usage
 * port from the stored references.
 */
export type Usage = {
  readonly templates: ReadonlyArray<UsageRef<FormTemplateId>>;
  readonly snippets: ReadonlyArray<UsageRef<SnippetId>>;
  readonly rules: ReadonlyArray<UsageRef<ConditionalRuleId>>;
  /** Computed aliases whose formula reads it. */
  readonly formulas: ReadonlyArray<UsageRef<AliasId>>;
};

export const NO_USAGE: Usage = { templates: [], snippets: [], rules: [], formulas: [] };

export const isUnused = (usage: Usage): boolean => usage.templates.length === 0 && usage.snippets.length === 0 && usage.rules.length === 0 && usage.formulas.length === 0;

/** Does anything use one of these names (compared as names are)? */
export const isUsedVia = (usage: Usage, names: ReadonlyArray<string>): boolean => {
  const keys = new Set(names.map(nameKey));
  return [...usage.templates, ...usage.snippets, ...usage.rules, ...usage.formulas].some((ref) => ref.via.some((name) => keys.has(nameKey(name))));
};
