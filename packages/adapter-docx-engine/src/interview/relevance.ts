import { indexAliases, type Vocabulary, type VocabularyAlias } from '@quire/docx-engine/engine';
import { evaluateExpression } from '@quire/expressions/evaluate-expression';
import { calculate, type Lookup } from '@quire/expressions/evaluate-value';
import type { DerivedQuestion } from './derive-questions';
import { nameKey } from '@quire/domain/names';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object's keys compared as names are. */
const byName = (record: Record<string, unknown>): Map<string, unknown> => {
  const keys = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record)) if (!keys.has(nameKey(key))) keys.set(nameKey(key), value);
  return keys;
};

/** A computed alias within another's formula at most this deep (cycles are refused on save; this stops one forced through). */
const MAX_FORMULA_DEPTH = 16;

type Frame = { readonly keys: Map<string, unknown>; readonly index: number; readonly count: number };

/**
 * Reads names as a render does (docs/interviews.md Check): the item's own fields first, outward to the data,
 * an alias through its name or any synonym, a computed alias worked out from its formula, a dotted
 * path step by step, loop variables of the innermost item.
 */
class Reader {
  private readonly aliases: ReadonlyMap<string, VocabularyAlias>;

  constructor(vocabulary: Vocabulary) {
    this.aliases = indexAliases(vocabulary.aliases, nameKey);
  }

  typeOf = (name: string) => this.aliases.get(nameKey(name))?.type;

  lookup(frames: ReadonlyArray<Frame>, depth = 0): Lookup {
    const lookup: Lookup = (name) => {
      const inner = frames[frames.length - 1];
      switch (name) {
        case '@index':
          return inner?.index;
        case '@number':
          return inner === undefined ? undefined : inner.index + 1;
        case '@first':
          return inner === undefined ? undefined : inner.index === 0;
        case '@last':
          return inner === undefined ? undefined : inner.index === inner.count - 1;
        case '@count':
          return inner?.count;
      }
      const whole = this.read(name, frames, depth);
      if (whole !== undefined || !name.includes('.')) return whole;
      const [head, ...path] = name.split('.');
      let value = this.read(head ?? '', frames, depth);
      for (const step of path) value = isRecord(value) ? byName(value).get(nameKey(step)) : Array.isArray(value) ? value[Number(step)] : undefined;
      return value;
    };
    return lookup;
  }

  private read(name: string, frames: ReadonlyArray<Frame>, depth: number): unknown {
    const alias = this.aliases.get(nameKey(name));
    const keys = alias === undefined ? [nameKey(name)] : [alias.name, ...alias.synonyms].map(nameKey);
    for (let level = frames.length - 1; level >= 0; level--) {
      const frame = frames[level] as Frame;
      // A computed alias is worked out, never read from the data (docs/template-language.md#computed-aliases).
      if (level === 0 && alias?.formula !== undefined) {
        return depth >= MAX_FORMULA_DEPTH ? undefined : calculate(alias.formula, this.lookup([frames[0] as Frame], depth + 1), this.typeOf).value;
      }
      for (const key of keys) if (frame.keys.has(key)) return frame.keys.get(key);
    }
    return undefined;
  }
}

const holds = (question: DerivedQuestion, reader: Reader, frames: ReadonlyArray<Frame>): boolean =>
  question.when === undefined || evaluateExpression(question.when, reader.lookup(frames), reader.typeOf);

/** Adds the item fields with a `when` that hold, item by item, by path (`children[1].guardian`); nested lists alike. */
const itemPaths = (list: DerivedQuestion, value: unknown, path: string, reader: Reader, frames: ReadonlyArray<Frame>, into: string[]): void => {
  if (!Array.isArray(value) || list.itemFields === undefined) return;
  value.forEach((item, index) => {
    const inner = [...frames, { keys: isRecord(item) ? byName(item) : new Map<string, unknown>(), index, count: value.length }];
    for (const field of list.itemFields ?? []) {
      if (!holds(field, reader, inner)) continue;
      const at = `${path}[${index}].${field.alias}`;
      if (field.when !== undefined) into.push(at);
      itemPaths(field, reader.lookup(inner.slice(-1))(field.alias), at, reader, inner, into);
    }
  });
};

/** The questions relevant for the data: top-level by alias, then item fields with a `when` by path (InterviewPlan.relevant). */
export const relevantFor = (questions: ReadonlyArray<DerivedQuestion>, vocabulary: Vocabulary, data: Readonly<Record<string, unknown>>): string[] => {
  const reader = new Reader(vocabulary);
  const frames: Frame[] = [{ keys: byName(data), index: 0, count: 1 }];
  const top = questions.filter((question) => holds(question, reader, frames));
  const items: string[] = [];
  for (const question of top) itemPaths(question, reader.lookup(frames)(question.alias), question.alias, reader, frames, items);
  return [...top.map((question) => question.alias), ...items];
};
