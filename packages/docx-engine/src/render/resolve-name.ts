import type { Lookup } from '@quire/expressions';
import { computedValue } from './computed-aliases';
import { rootOf, type DataScope } from './data-scope';
import { referenceOf, type RenderState } from './render-state';
import type { NameReference } from '../tags/tag-syntax';
import type { VocabularyAlias, VocabularyIndex } from '../vocabulary/vocabulary';

export interface Resolved {
  readonly value: unknown;
  /** The alias the name stands for (by name or synonym), when the vocabulary has it. */
  readonly alias: VocabularyAlias | undefined;
}

const hasOwn = Object.prototype.hasOwnProperty;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const property = (holder: unknown, key: string): { found: boolean; value: unknown } => {
  if (isRecord(holder) && hasOwn.call(holder, key)) return { found: true, value: holder[key] };
  if (Array.isArray(holder) && /^\d+$/.test(key)) return { found: Number(key) < holder.length, value: holder[Number(key)] };
  return { found: false, value: undefined };
};

/** A record's keys by their name key (the vocabulary's), and by the alias each names (a key written as a synonym). */
interface KeyIndex {
  readonly byName: Map<string, string>;
  readonly byAlias: Map<VocabularyAlias, string>;
}

const keyIndexes = new WeakMap<object, { readonly vocabulary: VocabularyIndex; readonly index: KeyIndex }>();

/** The data's keys as names (any case, white space, or a synonym of an alias; docs/generation.md#one-document), indexed once per data object and vocabulary. */
const keyIndex = (holder: Record<string, unknown>, vocabulary: VocabularyIndex): KeyIndex => {
  const cached = keyIndexes.get(holder);
  if (cached !== undefined && cached.vocabulary === vocabulary) return cached.index;
  const index: KeyIndex = { byName: new Map(), byAlias: new Map() };
  for (const own of Object.keys(holder)) {
    const key = vocabulary.nameKey(own);
    if (!index.byName.has(key)) index.byName.set(key, own);
    const alias = vocabulary.aliasOf(key);
    if (alias !== undefined && !index.byAlias.has(alias)) index.byAlias.set(alias, own);
  }
  keyIndexes.set(holder, { vocabulary, index });
  return index;
};

/** The data key a name reads when no key is written exactly as the name or its alias: in another case or spacing, or as one of the alias's synonyms. */
const keyAsWritten = (holder: unknown, name: NameReference, alias: VocabularyAlias | undefined, vocabulary: VocabularyIndex): { found: boolean; value: unknown } => {
  if (!isRecord(holder)) return { found: false, value: undefined };
  const index = keyIndex(holder, vocabulary);
  const actual = alias === undefined ? index.byName.get(name.key) : index.byAlias.get(alias);
  return actual === undefined ? { found: false, value: undefined } : { found: true, value: holder[actual] };
};

/** In a repeat's item: the alias's own key or one of its synonyms, as written. */
const aliasProperty = (holder: unknown, alias: VocabularyAlias): { found: boolean; value: unknown } => {
  const own = property(holder, alias.name);
  if (own.found) return own;
  for (const synonym of alias.synonyms) {
    const found = property(holder, synonym);
    if (found.found) return found;
  }
  return own;
};

const walk = (holder: unknown, path: readonly string[], from: number): { found: boolean; value: unknown } => {
  let current: { found: boolean; value: unknown } = { found: true, value: holder };
  for (let index = from; index < path.length && current.found; index++) current = property(current.value, path[index] ?? '');
  return current;
};

const loopValue = (name: string, scope: DataScope): unknown => {
  let loop: DataScope | undefined = scope;
  while (loop !== undefined && loop.index < 0) loop = loop.parent;
  if (loop === undefined) return undefined;
  switch (name) {
    case '@index':
      return loop.index;
    case '@number':
      return loop.index + 1;
    case '@first':
      return loop.index === 0;
    case '@last':
      return loop.index === loop.count - 1;
    case '@count':
      return loop.count;
    default:
      return undefined;
  }
};

/**
 * The value of a name: loop variables from the innermost repeat; otherwise each repeat's item,
 * innermost first, then the data, where a name is an alias (or one of its synonyms) and reads
 * that alias's key (a computed alias is worked out instead), or else the key of that name. A
 * dotted name not found whole is read as a path.
 */
export const resolveName = (name: NameReference, scope: DataScope, state: RenderState): Resolved => {
  const vocabulary = state.vocabulary;
  if (name.text.startsWith('@')) return { value: loopValue(name.text, scope), alias: undefined };
  // `{{.}}` is the current item itself (a list of texts: `{{#each names}}{{.}}{{/each}}`).
  if (name.text === '.') return { value: scope.parent === undefined ? undefined : scope.item, alias: undefined };
  let alias: VocabularyAlias | undefined | null = null;
  for (let current: DataScope | undefined = scope; current?.parent !== undefined; current = current.parent) {
    const own = property(current.item, name.text);
    if (own.found) return { value: own.value, alias: undefined };
    if (name.path !== undefined) {
      const head = property(current.item, name.path[0] ?? '');
      if (head.found) return { value: walk(head.value, name.path, 1).value, alias: undefined };
    }
    if (alias === null) alias = vocabulary.aliasOf(name.key);
    // A computed alias is never read from the data, an item's included.
    if (alias !== undefined && alias.formula === undefined) {
      const byAlias = aliasProperty(current.item, alias);
      if (byAlias.found) return { value: byAlias.value, alias: undefined };
    }
  }
  const data = rootOf(scope);
  if (alias === null) alias = vocabulary.aliasOf(name.key);
  if (alias?.formula !== undefined) return { value: computedValue(alias, data, state, lookupIn), alias };
  if (alias !== undefined) {
    const byAlias = property(data.item, alias.name);
    if (byAlias.found) return { value: byAlias.value, alias };
  }
  let own = property(data.item, name.text);
  if (!own.found) own = keyAsWritten(data.item, name, alias, vocabulary);
  if (own.found || name.path === undefined) return { value: own.value, alias };
  const head = name.path[0] ?? '';
  const headAlias = vocabulary.aliasOf(name.headKey ?? '');
  // A computed value is a number, a date or a text: it has no fields to walk into.
  const start = headAlias?.formula !== undefined ? { found: false, value: undefined } : property(data.item, headAlias?.name ?? head);
  return { value: start.found ? walk(start.value, name.path, 1).value : undefined, alias: alias ?? undefined };
};

/** How conditions and calculations read names: as fields do, through repeats, aliases and synonyms. */
export const lookupIn =
  (scope: DataScope, state: RenderState): Lookup =>
  (name) =>
    resolveName(referenceOf(name, state), scope, state).value;
