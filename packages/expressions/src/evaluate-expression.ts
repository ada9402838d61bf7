import type { EvaluationContext } from './calculation-warning';
import type { Computed } from './evaluation/computed';
import { Calculator, plainOf, type Lookup, type TypeOf } from './evaluate-value';
import type { Comparison, Expr, Literal, ScalarOperator } from './expression';
import { isAnswered, readBoolean, readDay, readNumber, readText } from './evaluation/read-value';
import type { ValueType } from './evaluation/value-type';

export type { Lookup, TypeOf };

/**
 * Decides a condition against answers. Total: odd data (objects, NaN, invalid dates) makes a
 * comparison false, never a throw. The rules are tabled in README.md; in short, `ne`,
 * `notContains` and `notIn` are always the exact negations of `eq`, `contains` and `in`.
 */
export const evaluateExpression = (expr: Expr, lookup: Lookup, typeOf: TypeOf = () => undefined, context: EvaluationContext = {}): boolean => {
  switch (expr.kind) {
    case 'truthy':
      return isTruthy(lookup(expr.name), typeOf(expr.name));
    case 'answered':
      return isAnswered(lookup(expr.name));
    case 'notAnswered':
      return !isAnswered(lookup(expr.name));
    case 'not':
      return !evaluateExpression(expr.item, lookup, typeOf, context);
    case 'all':
      return expr.items.every((item) => evaluateExpression(item, lookup, typeOf, context));
    case 'any':
      return expr.items.some((item) => evaluateExpression(item, lookup, typeOf, context));
    case 'compare':
      return compare(expr, lookup(expr.name), typeOf(expr.name));
    case 'compareValues': {
      const calculator = new Calculator(lookup, typeOf, context);
      const left = plainOf(calculator.value(expr.left));
      const right = plainOf(calculator.value(expr.right));
      // Types decide as for a name: the left side's first (a number, a date, an alias), else the right side's.
      return compareScalar(expr.op, left.value, right.value, left.type ?? right.type);
    }
    case 'valueTest':
      return isComputedTruthy(new Calculator(lookup, typeOf, context).value(expr.value));
  }
};

const compare = (comparison: Comparison, value: unknown, type: ValueType | undefined): boolean => {
  switch (comparison.op) {
    case 'in':
      return isIn(value, comparison.value, type);
    case 'notIn':
      return !isIn(value, comparison.value, type);
    default:
      return compareScalar(comparison.op, value, comparison.value, type);
  }
};

const compareScalar = (op: ScalarOperator, value: unknown, other: unknown, type: ValueType | undefined): boolean => {
  switch (op) {
    case 'eq':
      return equals(value, other, type);
    case 'ne':
      return !equals(value, other, type);
    case 'lt':
      return (order(value, other, type) ?? 0) < 0;
    case 'lte':
      return (order(value, other, type) ?? 1) <= 0;
    case 'gt':
      return (order(value, other, type) ?? 0) > 0;
    case 'gte':
      return (order(value, other, type) ?? -1) >= 0;
    case 'contains':
      return contains(value, other);
    case 'notContains':
      return !contains(value, other);
  }
};

/** A calculation as a condition: a number other than 0, any date, an answer as a bare name is read; nothing is false. */
const isComputedTruthy = (computed: Computed): boolean => {
  switch (computed.kind) {
    case 'number':
      return !computed.value.isZero();
    case 'date':
      return true;
    case 'answer':
      return isTruthy(computed.value, computed.type);
    case 'missing':
      return false;
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
const modeFor = (value: unknown, literal: unknown, type: ValueType | undefined): Mode => {
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

const equals = (value: unknown, literal: unknown, type: ValueType | undefined): boolean => {
  // An unanswered value equals a blank literal (or another unanswered value), so `x = ""` means "not answered" and `x != ""` "answered".
  if (!isAnswered(value)) return !isAnswered(literal);
  if (!isAnswered(literal) || Array.isArray(value) || Array.isArray(literal)) return false;
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
const order = (value: unknown, literal: unknown, type: ValueType | undefined): number | undefined => {
  if (!isAnswered(value) || Array.isArray(value) || !isAnswered(literal) || Array.isArray(literal)) return undefined;
  const ordered = type === 'number' || type === 'currency' ? 'number' : type === 'date' ? 'date' : type === 'boolean' ? undefined : untypedOrder(value, literal);
  const read = ordered === 'number' ? readNumber : ordered === 'date' ? readDay : undefined;
  if (read === undefined) return undefined;
  const left = read(value);
  const right = read(literal);
  return left === undefined || right === undefined ? undefined : Math.sign(left - right);
};

const untypedOrder = (value: unknown, literal: unknown): 'number' | 'date' | undefined => {
  if (readNumber(value) !== undefined && readNumber(literal) !== undefined) return 'number';
  if (readDay(value) !== undefined && readDay(literal) !== undefined) return 'date';
  return undefined;
};

/** On a list: membership (items compared as by `=`); on text or a number: a case-insensitive substring. */
const contains = (value: unknown, literal: unknown): boolean => {
  if (!isAnswered(value) || (!isAnswered(literal) && typeof literal !== 'string')) return false;
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
