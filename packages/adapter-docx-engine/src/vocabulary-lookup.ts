import { indexAliases, indexByName, normalizeName } from '@quire/docx-engine/engine';
import type { AnalysisVocabulary } from '@quire/ports/documents/document-analyzer';

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
  /** The snippets a snippet includes, by name key (normalizeName). */
  readonly includes: (key: string) => ReadonlyArray<string>;
};

/** The lookups of the tenant's names, indexed as the engine indexes them and compared as it compares names. */
export const vocabularyLookup = (vocabulary: AnalysisVocabulary): VocabularyLookup => {
  const aliases = indexAliases(vocabulary.aliases);
  const rules = indexByName(vocabulary.rules);
  const snippets = indexByName(vocabulary.snippets);
  const alias = (name: string): Alias | undefined => aliases.get(normalizeName(name));
  return {
    alias,
    aliasOfField: (name) => alias(name) ?? (name.includes('.') ? alias(name.slice(0, name.indexOf('.'))) : undefined),
    rule: (name) => rules.get(normalizeName(name)),
    snippet: (name) => snippets.get(normalizeName(name)),
    includes: (key) => snippets.get(key)?.includes ?? [],
  };
};
