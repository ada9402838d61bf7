import * as E from 'fp-ts/Either';
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

/** An item others use, refused a delete or a change that would break them (409 `alias_in_use`, `rule_in_use`, `snippet_in_use`), with who uses it. */
export type InUse<Tag extends string, Id extends string> = { readonly _tag: Tag; readonly id: Id; readonly name: string; readonly usage: Usage };

/**
 * The guards of an item others use: a delete is refused while anything uses it, and so is a change
 * that `breaks` its users (templates are never rewritten); `?force=true` lets both through.
 */
export const usageGuards = <Tag extends string, A extends { readonly id: string; readonly name: string }>(tag: Tag, breaks: (before: A, after: A, usage: Usage) => boolean) => {
  const inUse = (item: A, usage: Usage): InUse<Tag, A['id']> => ({ _tag: tag, id: item.id, name: item.name, usage });
  return {
    deletable: (item: A, usage: Usage, force: boolean): E.Either<InUse<Tag, A['id']>, A> => (force || isUnused(usage) ? E.right(item) : E.left(inUse(item, usage))),
    changeAllowed: (before: A, after: A, usage: Usage, force: boolean): E.Either<InUse<Tag, A['id']>, A> =>
      force || isUnused(usage) || !breaks(before, after, usage) ? E.right(after) : E.left(inUse(before, usage)),
  };
};
