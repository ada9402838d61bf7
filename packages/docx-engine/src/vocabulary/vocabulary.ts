import type { Expr } from '@quire/expressions/expression';

/** One alias of a tenant, as the engine needs it (SPEC 2). */
export interface VocabularyAlias {
  readonly name: string;
  readonly type: 'text' | 'number' | 'currency' | 'date' | 'boolean' | 'choice' | 'list';
  readonly synonyms: readonly string[];
  readonly format?: string;
  readonly itemFields?: readonly string[];
}

/** One conditional rule of a tenant (SPEC 2), its expression already parsed. */
export interface VocabularyRule {
  readonly name: string;
  readonly kind: 'condition' | 'repeat';
  readonly expression: Expr | null;
  readonly repeatOver?: string;
}

/**
 * The tenant's shared vocabulary. Passed to analysis and render, never stored in a compiled
 * template, so one compiled template serves every tenant and every change of aliases and rules.
 */
export interface Vocabulary {
  readonly aliases: readonly VocabularyAlias[];
  readonly rules: readonly VocabularyRule[];
}

/** Lookups by name, case-insensitive and trimmed: aliases by name and by every synonym, rules by name. */
export interface VocabularyIndex {
  readonly aliasOf: (key: string) => VocabularyAlias | undefined;
  readonly ruleOf: (key: string) => VocabularyRule | undefined;
}

/** How names are compared (tag text, aliases, synonyms, rules, snippets): typographic quotes as straight ones, white space collapsed, lower case. */
export const normalizeName = (name: string): string =>
  name
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

const EMPTY_INDEX: VocabularyIndex = { aliasOf: () => undefined, ruleOf: () => undefined };
const cache = new WeakMap<Vocabulary, VocabularyIndex>();

/** The index of a vocabulary, built once per vocabulary object. */
export const indexVocabulary = (vocabulary: Vocabulary | undefined): VocabularyIndex => {
  if (vocabulary === undefined) return EMPTY_INDEX;
  const cached = cache.get(vocabulary);
  if (cached !== undefined) return cached;
  const aliases = new Map<string, VocabularyAlias>();
  for (const alias of vocabulary.aliases) {
    for (const synonym of alias.synonyms) if (!aliases.has(normalizeName(synonym))) aliases.set(normalizeName(synonym), alias);
  }
  // An alias's own name wins over another alias's synonym.
  for (const alias of vocabulary.aliases) aliases.set(normalizeName(alias.name), alias);
  const rules = new Map(vocabulary.rules.map((rule) => [normalizeName(rule.name), rule]));
  const index: VocabularyIndex = { aliasOf: (key) => aliases.get(key), ruleOf: (key) => rules.get(key) };
  cache.set(vocabulary, index);
  return index;
};
