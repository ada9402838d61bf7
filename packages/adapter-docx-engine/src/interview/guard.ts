import type { CompareOperator, Expr } from '@quire/expressions/expression';
import { printExpression } from '@quire/expressions/print-expression';

/**
 * The conditions under which a name is used, as a disjunction of places, each the conjunction of
 * the conditions around one use (docs/interviews.md `when`). Simplified the way a reader would: a place
 * that always holds makes the name always used; contradictory places go; a place that holds
 * whenever another does adds nothing (absorption); `A and x` or `A and not x` is `A`.
 */

/** One condition around a use, in canonical text (its key) and tree. */
export type Literal = { readonly key: string; readonly expr: Expr };
export type Place = ReadonlyArray<Literal>;

export const literalOf = (expr: Expr): Literal => ({ key: printExpression(expr), expr });

/** The canonical text of a literal's negation, printed once per literal. */
const negations = new WeakMap<Literal, string>();
const negationKey = (literal: Literal): string => {
  let key = negations.get(literal);
  if (key === undefined) negations.set(literal, (key = printExpression(negate(literal.expr))));
  return key;
};

/**
 * The exact negation: `ne`, `notContains`, `notIn` and `is not answered` are the negations of
 * `eq`, `contains`, `in` and `is answered` (expressions' evaluator keeps them so even for
 * unanswered names); `<` and `>=` are not (both are false for an unanswered name), so they stay `not (…)`.
 */
const OPPOSITE: Readonly<Partial<Record<CompareOperator, CompareOperator>>> = { eq: 'ne', ne: 'eq', contains: 'notContains', notContains: 'contains', in: 'notIn', notIn: 'in' };

export const negate = (expr: Expr): Expr => {
  switch (expr.kind) {
    case 'not':
      return expr.item;
    case 'answered':
      return { kind: 'notAnswered', name: expr.name };
    case 'notAnswered':
      return { kind: 'answered', name: expr.name };
    case 'compare': {
      const opposite = OPPOSITE[expr.op];
      // A list operator's opposite is a list operator, a scalar one's a scalar one: the value still fits.
      return opposite === undefined ? { kind: 'not', item: expr } : ({ ...expr, op: opposite } as Expr);
    }
    case 'truthy':
    case 'all':
    case 'any':
    case 'compareValues':
    case 'valueTest':
      return { kind: 'not', item: expr };
  }
};

/** Places past this many (after the simplification) make the name always asked: asking too much is safe, too little is not. */
export const MAX_PLACES = 64;

const placeKey = (place: Place): string => place.map((literal) => literal.key).sort().join('\u0000');

const withoutRepeats = (place: Place): Place => {
  const seen = new Set<string>();
  return place.filter((literal) => !seen.has(literal.key) && seen.add(literal.key) !== undefined);
};

const comparable = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/**
 * Drops what the rest of the place already says: `x != "a"` beside `x = "b"` (an `else if` after
 * an `if` on the same name reads `x = "b"`, not `x != "a" and x = "b"`). Strings compare as the
 * rule language compares them (case and surrounding spaces ignored); other kinds of value are kept.
 */
const withoutImplied = (place: Place): Place => {
  const equals = place.flatMap((literal) => (literal.expr.kind === 'compare' && literal.expr.op === 'eq' ? [literal.expr] : []));
  if (equals.length === 0) return place;
  return place.filter((literal) => {
    const expr = literal.expr;
    if (expr.kind !== 'compare' || expr.op !== 'ne' || typeof expr.value !== 'string') return true;
    return !equals.some((equal) => equal.name === expr.name && typeof equal.value === 'string' && comparable(equal.value) !== comparable(expr.value));
  });
};

const contradictory = (place: Place): boolean => {
  const keys = new Set(place.map((literal) => literal.key));
  return place.some((literal) => keys.has(negationKey(literal)));
};

const subsetOf = (small: Place, large: Place): boolean => {
  const keys = new Set(large.map((literal) => literal.key));
  return small.every((literal) => keys.has(literal.key));
};

/** The places without any that another, smaller or equal one, already covers. */
const absorbed = (places: ReadonlyArray<Place>): Place[] => {
  const sorted = [...places].sort((a, b) => a.length - b.length);
  const kept: Place[] = [];
  for (const place of sorted) if (!kept.some((other) => subsetOf(other, place))) kept.push(place);
  // Back in their first-use order.
  return places.filter((place) => kept.includes(place));
};

/** `A and x` with `A and not x`: `A` (found by the one literal the two differ in). */
const mergeOnce = (places: Place[]): Place[] | undefined => {
  for (let i = 0; i < places.length; i++) {
    for (let j = i + 1; j < places.length; j++) {
      const [a, b] = [places[i] as Place, places[j] as Place];
      if (a.length !== b.length) continue;
      const onlyA = a.filter((literal) => !b.some((other) => other.key === literal.key));
      const onlyB = b.filter((literal) => !a.some((other) => other.key === literal.key));
      if (onlyA.length !== 1 || onlyB.length !== 1) continue;
      if (negationKey(onlyA[0] as Literal) !== (onlyB[0] as Literal).key) continue;
      const merged = a.filter((literal) => literal !== onlyA[0]);
      return [...places.slice(0, i), merged, ...places.slice(i + 1, j), ...places.slice(j + 1)];
    }
  }
  return undefined;
};

/** The simplified disjunction: undefined when the name is always used; otherwise its places, each non-empty. */
export const simplify = (places: ReadonlyArray<Place>): ReadonlyArray<Place> | undefined => {
  const cleaned = places.map((place) => withoutImplied(withoutRepeats(place)));
  if (cleaned.some((place) => place.length === 0)) return undefined;
  // Most names are used in one place: nothing to merge (an impossible one is said as written, see below).
  if (cleaned.length === 1) return cleaned;
  const possible = cleaned.filter((place) => !contradictory(place));
  // Every place impossible: said as written rather than as `false` (the template may still surprise).
  const byKey = new Map<string, Place>();
  for (const place of possible.length === 0 ? cleaned : possible) if (!byKey.has(placeKey(place))) byKey.set(placeKey(place), place);
  let current = absorbed([...byKey.values()]);
  for (let merged = mergeOnce(current); merged !== undefined; merged = mergeOnce(current)) {
    if (merged.some((place) => place.length === 0)) return undefined;
    current = absorbed(merged);
  }
  return current.length > MAX_PLACES ? undefined : current;
};

const flatten = (kind: 'all' | 'any', items: ReadonlyArray<Expr>): Expr[] => items.flatMap((item) => (item.kind === kind ? item.items : [item]));

const group = (kind: 'all' | 'any', items: ReadonlyArray<Expr>): Expr => {
  const flat = flatten(kind, items);
  const [first, second, ...rest] = flat;
  if (first === undefined) throw new Error('a group of nothing');
  return second === undefined ? first : { kind, items: [first, second, ...rest] };
};

/** The places as one condition: `any` of `all`s (one of either is its item), as the rule language's parsers would read it back. */
export const conditionOf = (places: ReadonlyArray<Place>): Expr =>
  group(
    'any',
    places.map((place) => group('all', place.map((literal) => literal.expr))),
  );
