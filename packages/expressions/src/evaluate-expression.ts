import type { Comparison, Expr, Literal } from './expression';
import { isAnswered, readBoolean, readDay, readNumber, readText } from './read-value';
import type { ValueType } from './value-type';

/** The value of a name: an alias, a path into a list item, or a loop variable. */
export type Lookup = (name: string) => unknown;
/** The type of a name's alias, when it has one; it decides how values compare. */
export type TypeOf = (name: string) => ValueType | undefined;

/**
 * Decides a condition against answers. Total: odd data (objects, NaN, invalid dates) makes a
 * comparison false, never a throw. The rules are tabled in README.md; in short, `ne`,
 * `notContains` and `notIn` are always the exact negations of `eq`, `contains` and `in`.
 */
export const evaluateExpression = (expr: Expr, lookup: Lookup, typeOf: TypeOf = () => undefined): boolean => {
  switch (expr.kind) {
    case 'truthy':
      return isTruthy(lookup(expr.name), typeOf(expr.name));
    case 'answered':
      return isAnswered(lookup(expr.name));
    case 'notAnswered':
      return !isAnswered(lookup(expr.name));
    case 'not':
      return !evaluateExpression(expr.item, lookup, typeOf);
    case 'all':
      return expr.items.every((item) => evaluateExpression(item, lookup, typeOf));
    case 'any':
      return expr.items.some((item) => evaluateExpression(item, lookup, typeOf));
    case 'compare':
      return compare(expr, lookup(expr.name), typeOf(expr.name));
  }
};

const compare = (comparison: Comparison, value: unknown, type: ValueType | undefined): boolean => {
  switch (comparison.op) {
    case 'eq':
      return equals(value, comparison.value, type);
    case 'ne':
      return !equals(value, comparison.value, type);
    case 'lt':
      return (order(value, comparison.value, type) ?? 0) < 0;
    case 'lte':
      return (order(value, comparison.value, type) ?? 1) <= 0;
    case 'gt':
      return (order(value, comparison.value, type) ?? 0) > 0;
    case 'gte':
      return (order(value, comparison.value, type) ?? -1) >= 0;
    case 'contains':
      return contains(value, comparison.value);
    case 'notContains':
      return !contains(value, comparison.value);
    case 'in':
      return isIn(value, comparison.value, type);
    case 'notIn':
      return !isIn(value, comparison.value, type);
  }
};

/** Answered and not false, 0 (or, for a boolean alias, "false"/"no"). */
const isTruthy = (value: unknown, type: ValueType | undefined): boolean => {
  if (!isAnswered(value)) return false;
  if (type === 'boolean') {
    const flag = readBoolean(value);
    if (flag !== undefined) return flag;
  }
  if (type === 'number' || type === 'currency') {
    const number = readNumber(value);
    if (number !== undefined) return number !== 0;
  }
  return value !== false && value !== 0;
};

type Mode = 'number' | 'date' | 'boolean' | 'text';

/** How two values compare: the alias type decides; without one, what both sides clearly are. */
const modeFor = (value: unknown, literal: Literal, type: ValueType | undefined): Mode => {
  switch (type) {
    case 'number':
    case 'currency':
      return 'number';
    case 'date':
      return 'date';
    case 'boolean':
      return 'boolean';
    case 'text':
    case 'choice':
      return 'text';
    case 'list':
    case undefined:
      if (readNumber(value) !== undefined && readNumber(literal) !== undefined) return 'number';
      if (readDay(value) !== undefined && readDay(literal) !== undefined) return 'date';
      if (typeof value === 'boolean' || typeof literal === 'boolean') return 'boolean';
      return 'text';
  }
};

const equals = (value: unknown, literal: Literal, type: ValueType | undefined): boolean => {
  // An unanswered value equals a blank literal, so `x = ""` means "not answered" and `x != ""` "answered".
  if (!isAnswered(value)) return typeof literal === 'string' && literal.trim() === '';
  if (Array.isArray(value)) return false;
  const read = READERS[modeFor(value, literal, type)];
  const left = read(value);
  return left !== undefined && left === read(literal);
};

// Module-level readers rather than closures made per call: the hot path stays allocation-free
// (and tsx's keep-names helper does not wrap a fresh function on every comparison).
const READERS: Readonly<Record<Mode, (raw: unknown) => number | string | boolean | undefined>> = {
  number: readNumber,
  date: readDay,
  boolean: readBoolean,
  text: readText,
};

/**
 * The sign of value minus literal, or undefined when they have no order: only numbers and
 * dates are ordered (text ordering depends on a locale, so `name < "M"` is false).
 */
const order = (value: unknown, literal: Literal, type: ValueType | undefined): number | undefined => {
  if (!isAnswered(value) || Array.isArray(value)) return undefined;
  const ordered = type === 'number' || type === 'currency' ? 'number' : type === 'date' ? 'date' : type === 'boolean' ? undefined : untypedOrder(value, literal);
  const read = ordered === 'number' ? readNumber : ordered === 'date' ? readDay : undefined;
  if (read === undefined) return undefined;
  const left = read(value);
  const right = read(literal);
  return left === undefined || right === undefined ? undefined : Math.sign(left - right);
};

const untypedOrder = (value: unknown, literal: Literal): 'number' | 'date' | undefined => {
  if (readNumber(value) !== undefined && readNumber(literal) !== undefined) return 'number';
  if (readDay(value) !== undefined && readDay(literal) !== undefined) return 'date';
  return undefined;
};

/** On a list: membership (items compared as by `=`); on text or a number: a case-insensitive substring. */
const contains = (value: unknown, literal: Literal): boolean => {
  if (!isAnswered(value)) return false;
  if (Array.isArray(value)) return value.some((item: unknown) => equals(item, literal, undefined));
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const haystack = readText(value);
  const needle = readText(literal);
  return haystack !== undefined && needle !== undefined && haystack.includes(needle);
};

/** One of the listed values (as by `=`); a list answer is in when any of its items is. */
const isIn = (value: unknown, literals: readonly Literal[], type: ValueType | undefined): boolean =>
  Array.isArray(value) && value.length > 0
    ? value.some((item: unknown) => literals.some((literal) => equals(item, literal, undefined)))
    : literals.some((literal) => equals(value, literal, type));
