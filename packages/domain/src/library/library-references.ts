import type { Alias } from './aliases/alias';
import type { ConditionalRule } from './rules/conditional-rule';
import { nameKey } from '../names';
import type { Analysis } from './form-templates/template-analysis';

/**
 * The names a template version, snippet, rule or computed alias refers to, by role, as written (once each,
 * compared as names are). The store indexes them so that "who uses X" is a query:
 *  - an alias is used where one of its keys (name, synonyms) appears as a field, condition or repeat;
 *  - a rule is used where its name appears as a condition or repeat;
 *  - a snippet is used where its name appears as a snippet.
 * Kept by the written name, not by id, so a name that meant nothing at upload counts as soon as
 * an alias, rule or snippet of that name exists (and templates are never rewritten).
 */
export type References = {
  readonly fields: ReadonlyArray<string>;
  readonly conditions: ReadonlyArray<string>;
  readonly repeats: ReadonlyArray<string>;
  readonly snippets: ReadonlyArray<string>;
};

const distinct = (names: ReadonlyArray<string>): ReadonlyArray<string> => {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = nameKey(name);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** What a template version or snippet refers to, from its analysis. */
export const referencesOfAnalysis = (analysis: Analysis): References => ({
  fields: distinct(analysis.fields.map((field) => field.name)),
  conditions: distinct(analysis.rules.flatMap((condition) => (condition.rule === null ? condition.reads : [condition.name, ...condition.reads]))),
  repeats: distinct(analysis.repeats.map((repeat) => repeat.name)),
  snippets: distinct(analysis.snippets.map((snippet) => snippet.name)),
});

/** What a rule refers to: the aliases it reads (its repeated list among them). */
export const referencesOfRule = (rule: Pick<ConditionalRule, 'aliases'>): References => ({
  fields: distinct(rule.aliases),
  conditions: [],
  repeats: [],
  snippets: [],
});

/** What a computed alias refers to: the aliases its formula reads (nothing for an answered alias). */
export const referencesOfAlias = (alias: Pick<Alias, 'reads'>): References => ({
  fields: distinct(alias.reads),
  conditions: [],
  repeats: [],
  snippets: [],
});
