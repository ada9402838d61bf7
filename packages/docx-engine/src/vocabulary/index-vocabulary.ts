import { normalizeName } from './normalize-name';
import { formulaPlan, isComputed } from './formula-plan';
import type { FormulaPlan, Vocabulary, VocabularyAlias, VocabularyIndex } from './vocabulary';

/** Aliases by every name that reads them, normalised: their own names and their synonyms; an alias's own name wins over another alias's synonym. */
export const indexAliases = <A extends { readonly name: string; readonly synonyms: readonly string[] }>(aliases: readonly A[]): Map<string, A> => {
  const byKey = new Map<string, A>();
  for (const alias of aliases) {
    for (const synonym of alias.synonyms) if (!byKey.has(normalizeName(synonym))) byKey.set(normalizeName(synonym), alias);
  }
  for (const alias of aliases) byKey.set(normalizeName(alias.name), alias);
  return byKey;
};

/** Named things (rules, snippets) by their normalised name; of two with one name, the later. */
export const indexByName = <T extends { readonly name: string }>(items: readonly T[]): Map<string, T> => new Map(items.map((item) => [normalizeName(item.name), item]));

const NO_PLAN: FormulaPlan = { steps: [] };
const EMPTY_INDEX: VocabularyIndex = { aliasOf: () => undefined, ruleOf: () => undefined, formulaPlan: () => NO_PLAN };
const cache = new WeakMap<Vocabulary, VocabularyIndex>();

/** The index of a vocabulary, built once per vocabulary object. */
export const indexVocabulary = (vocabulary: Vocabulary | undefined): VocabularyIndex => {
  if (vocabulary === undefined) return EMPTY_INDEX;
  const cached = cache.get(vocabulary);
  if (cached !== undefined) return cached;
  const aliases: Map<string, VocabularyAlias> = indexAliases(vocabulary.aliases);
  const rules = indexByName(vocabulary.rules);
  const aliasOf = (key: string): VocabularyAlias | undefined => aliases.get(key);
  const plans = new Map<VocabularyAlias, FormulaPlan>();
  const planOf = (alias: VocabularyAlias): FormulaPlan => {
    let plan = plans.get(alias);
    if (plan === undefined) {
      plan = isComputed(alias) ? formulaPlan(alias, aliasOf) : NO_PLAN;
      plans.set(alias, plan);
    }
    return plan;
  };
  const index: VocabularyIndex = { aliasOf, ruleOf: (key) => rules.get(key), formulaPlan: planOf };
  cache.set(vocabulary, index);
  return index;
};
