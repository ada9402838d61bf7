import type { Alias } from '@quire/domain/library/aliases/alias';
import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import { nameKey } from '@quire/domain/names';

/*
 * What the text filter `q` of each search looks into (docs/api.md#search-and-paging, ADR 0010), in one place so that every
 * adapter matches alike: the name and the resource's texts, lowercased. Adapters store `searchTextOf`
 * (SQL) or compute it (in memory) and look for the normalised query as a substring.
 */

/** Joins texts so that a query never matches across two of them: U+0001 is in no name, text or tag. */
export const SEARCH_TEXT_SEPARATOR = '\u0001';
const SEPARATOR = SEARCH_TEXT_SEPARATOR;

export const aliasSearchTexts = (alias: Alias): ReadonlyArray<string> => [alias.name, alias.label, alias.description, ...alias.synonyms];

export const ruleSearchTexts = (rule: ConditionalRule): ReadonlyArray<string> => [rule.name, rule.description, rule.expression?.text ?? ''];

export const snippetSearchTexts = (snippet: Snippet): ReadonlyArray<string> => [snippet.name, snippet.description, ...snippet.tags, snippet.text];

export const templateSearchTexts = (template: FormTemplate): ReadonlyArray<string> => [template.name, template.description, ...template.tags];

/** The lowercased, joined texts an adapter searches `q` in. */
export const searchTextOf = (texts: ReadonlyArray<string>): string => texts.map((text) => text.toLowerCase()).join(SEPARATOR);

/** Does the normalised query (`normaliseQuery`) occur in one of the texts? No query matches everything. */
export const matchesQuery = (query: string | null, texts: ReadonlyArray<string>): boolean =>
  query === null || (!query.includes(SEPARATOR) && searchTextOf(texts).includes(query));

/** The keys of tags for the `tag` filter, compared as names are (stored as `\n`-framed name keys: `\nurgent\nnda\n`; a key holds no line break; a migration passes the key it stores). */
export const tagKeysOf = (tags: ReadonlyArray<string>, keyOf: (tag: string) => string = nameKey): string => (tags.length === 0 ? '' : `\n${tags.map(keyOf).join('\n')}\n`);
