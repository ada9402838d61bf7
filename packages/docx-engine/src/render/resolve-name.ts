import { computedValue } from './computed-aliases';
import { rootOf, type DataScope } from './data-scope';
import type { RenderState } from './render-state';
import type { NameReference } from '../tags/tag-syntax';
import type { VocabularyAlias } from '../vocabulary/vocabulary';

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

const caselessKeys = new WeakMap<object, Map<string, string>>();

/** A data key whatever its case (names compare case-insensitively): the answers' keys, lower-cased once per data object. */
const caselessProperty = (holder: unknown, key: string): { found: boolean; value: unknown } => {
  if (!isRecord(holder)) return { found: false, value: undefined };
  let keys = caselessKeys.get(holder);
  if (keys === undefined) {
    keys = new Map();
    for (const own of Object.keys(holder)) if (!keys.has(own.toLowerCase())) keys.set(own.toLowerCase(), own);
    caselessKeys.set(holder, keys);
  }
  const actual = keys.get(key.toLowerCase());
  return actual === undefined ? { found: false, value: undefined } : { found: true, value: holder[actual] };
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
  for (let current: DataScope | undefined = scope; current?.parent !== undefined; current = current.parent) {
    const own = property(current.item, name.text);
    if (own.found) return { value: own.value, alias: undefined };
    if (name.path !== undefined) {
      const head = property(current.item, name.path[0] ?? '');
      if (head.found) return { value: walk(head.value, name.path, 1).value, alias: undefined };
    }
  }
  const data = rootOf(scope);
  const alias = vocabulary.aliasOf(name.key);
  if (alias?.formula !== undefined) return { value: computedValue(alias, data, state), alias };
  if (alias !== undefined) {
    const byAlias = property(data.item, alias.name);
    if (byAlias.found) return { value: byAlias.value, alias };
  }
  let own = property(data.item, name.text);
  if (!own.found) own = caselessProperty(data.item, alias?.name ?? name.text);
  if (own.found || name.path === undefined) return { value: own.value, alias };
  const head = name.path[0] ?? '';
  // A segment of a name read from a tag, already trimmed, collapsed and with straight quotes: lower
  // case is its normalizeName, without the regular expressions on the render path.
  const headAlias = vocabulary.aliasOf(head.toLowerCase());
  // A computed value is a number, a date or a text: it has no fields to walk into.
  const start = headAlias?.formula !== undefined ? { found: false, value: undefined } : property(data.item, headAlias?.name ?? head);
  return { value: start.found ? walk(start.value, name.path, 1).value : undefined, alias: alias ?? undefined };
};
