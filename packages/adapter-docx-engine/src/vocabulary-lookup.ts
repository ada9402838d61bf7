import type { AnalysisVocabulary } from '@quire/ports/documents/document-analyzer';

/** Names in documents compare as the engine compares them: trimmed, inner white space as one space, case-insensitive. */
export const nameKeyOf = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

type Alias = AnalysisVocabulary['aliases'][number];
type Rule = AnalysisVocabulary['rules'][number];
type Snippet = AnalysisVocabulary['snippets'][number];

/** The tenant's names, looked up as a document writes them. */
export type VocabularyLookup = {
  /** The alias named so, or listing the name among its synonyms (an alias's own name wins over another's synonym). */
  readonly alias: (name: string) => Alias | undefined;
  /** The alias a written field name reads: the whole name first, then the first segment of a dotted path (`client.address`). */
  readonly aliasOfField: (name: string) => Alias | undefined;
  readonly rule: (name: string) => Rule | undefined;
  readonly snippet: (name: string) => Snippet | undefined;
  /** The snippets a snippet includes, by name key. */
  readonly includes: (key: string) => ReadonlyArray<string>;
};

export const vocabularyLookup = (vocabulary: AnalysisVocabulary): VocabularyLookup => {
  const aliases = new Map<string, Alias>();
  for (const alias of vocabulary.aliases) for (const synonym of alias.synonyms) if (!aliases.has(nameKeyOf(synonym))) aliases.set(nameKeyOf(synonym), alias);
  for (const alias of vocabulary.aliases) aliases.set(nameKeyOf(alias.name), alias);
  const rules = new Map(vocabulary.rules.map((rule) => [nameKeyOf(rule.name), rule]));
  const snippets = new Map(vocabulary.snippets.map((snippet) => [nameKeyOf(snippet.name), snippet]));
  const alias = (name: string): Alias | undefined => aliases.get(nameKeyOf(name));
  return {
    alias,
    aliasOfField: (name) => alias(name) ?? (name.includes('.') ? alias(name.slice(0, name.indexOf('.'))) : undefined),
    rule: (name) => rules.get(nameKeyOf(name)),
    snippet: (name) => snippets.get(nameKeyOf(name)),
    includes: (key) => snippets.get(key)?.includes ?? [],
  };
};
