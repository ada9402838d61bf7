import { normalizeName, type NameKey } from '../name-key';
import { formulaPlan, isComputed } from './formula-plan';
import type { FormulaPlan, Vocabulary, VocabularyAlias, VocabularyIndex } from './vocabulary';

/** Aliases by every name that reads them, keyed: their own names and their synonyms; an alias's own name wins over another alias's synonym. */
export const indexAliases = <A extends { readonly name: string; readonly synonyms: readonly string[] }>(aliases: readonly A[], nameKey: NameKey = normalizeName): Map<string, A> => {
  const byKey = new Map<string, A>();
  for (const alias of aliases) {
    for (const synonym of alias.synonyms) if (!byKey.has(nameKey(synonym))) byKey.set(nameKey(synonym), alias);
  }
  for (const alias of aliases) byKey.set(nameKey(alias.name), alias);
  return byKey;
};

/** Named things (rules, snippets) by their keyed name; of two with one key, the later. */
export const indexByName = <T extends { readonly name: string }>(items: readonly T[], nameKey: NameKey = normalizeName): Map<string, T> => new Map(items.map((item) => [nameKey(item.name), item]));

const NO_PLAN: FormulaPlan = { steps: [] };
const emptyIndexes = new WeakMap<NameKey, VocabularyIndex>();
const cache = new WeakMap<Vocabulary, VocabularyIndex>();

const emptyIndex = (nameKey: NameKey): VocabularyIndex => {
  let index = emptyIndexes.get(nameKey);
  if (index === undefined) emptyIndexes.set(nameKey, (index = { nameKey, aliasOf: () => undefined, ruleOf: () => undefined, formulaPlan: () => NO_PLAN }));
  return index;
};

/** The index of a vocabulary under a name key, built once per vocabulary object (and again only for another key). */
export const indexVocabulary = (vocabulary: Vocabulary | undefined, nameKey: NameKey): VocabularyIndex => {
  if (vocabulary === undefined) return emptyIndex(nameKey);
  const cached = cache.get(vocabulary);
  if (cached?.nameKey === nameKey) return cached;
  const aliases: Map<string, VocabularyAlias> = indexAliases(vocabulary.aliases, nameKey);
  const rules = indexByName(vocabulary.rules, nameKey);
  const aliasOf = (key: string): VocabularyAlias | undefined => aliases.get(key);
  const plans = new Map<VocabularyAlias, FormulaPlan>();
  const planOf = (alias: VocabularyAlias): FormulaPlan => {
    let plan = plans.get(alias);
    if (plan === undefined) {
      plan = isComputed(alias) ? formulaPlan(alias, aliasOf, nameKey) : NO_PLAN;
      plans.set(alias, plan);
    }
    return plan;
  };
  const index: VocabularyIndex = { nameKey, aliasOf, ruleOf: (key) => rules.get(key), formulaPlan: planOf };
  cache.set(vocabulary, index);
  return index;
};
