import { indexAliases, indexByName } from '@quire/docx-engine/engine';
import type { AnalysisVocabulary } from '@quire/ports/documents/document-analyser';
import { nameKey } from '@quire/domain/names';

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

/** The lookups of the tenant's names, indexed as the engine indexes them, by the library's name key. */
export const vocabularyLookup = (vocabulary: AnalysisVocabulary): VocabularyLookup => {
  const aliases = indexAliases(vocabulary.aliases, nameKey);
  const rules = indexByName(vocabulary.rules, nameKey);
  const snippets = indexByName(vocabulary.snippets, nameKey);
  const alias = (name: string): Alias | undefined => aliases.get(nameKey(name));
  return {
    alias,
    aliasOfField: (name) => alias(name) ?? (name.includes('.') ? alias(name.slice(0, name.indexOf('.'))) : undefined),
    rule: (name) => rules.get(nameKey(name)),
    snippet: (name) => snippets.get(nameKey(name)),
    includes: (key) => snippets.get(key)?.includes ?? [],
  };
};
