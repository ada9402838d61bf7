/**
 * The abstract syntax of a condition, shared by the text form (`parseExpression`) and the JSON
 * form (`parseConditionJson`). A closed union: every consumer switches on `kind`.
 *
 * Invariants kept by both parsers: `all` and `any` hold at least two items (a group of one is
 * its item), names are trimmed and non-empty, numbers are finite and never -0.
 */
export type Expr = Comparison | AnsweredCheck | Truthy | AllOf | AnyOf | Not;

/** A value written in a condition. Dates are strings "YYYY-MM-DD" (they compare as dates when the name is a date). */
export type Literal = string | number | boolean;

export type ScalarOperator = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'contains' | 'notContains';
export type ListOperator = 'in' | 'notIn';
export type CompareOperator = ScalarOperator | ListOperator;

/** `name <op> value`; `in` and `notIn` take a list, every other operator one literal. */
export type Comparison = ScalarComparison | ListComparison;
export type ScalarComparison = { readonly kind: 'compare'; readonly name: string; readonly op: ScalarOperator; readonly value: Literal };
export type ListComparison = { readonly kind: 'compare'; readonly name: string; readonly op: ListOperator; readonly value: readonly Literal[] };

/** `name is answered` / `name is not answered`. */
export type AnsweredCheck = { readonly kind: 'answered' | 'notAnswered'; readonly name: string };

/** A bare name used as a condition (`{{#if married}}`): answered and not false, 0 or "". */
export type Truthy = { readonly kind: 'truthy'; readonly name: string };

export type AllOf = { readonly kind: 'all'; readonly items: readonly [Expr, Expr, ...Expr[]] };
export type AnyOf = { readonly kind: 'any'; readonly items: readonly [Expr, Expr, ...Expr[]] };
export type Not = { readonly kind: 'not'; readonly item: Expr };

export const SCALAR_OPERATORS: readonly ScalarOperator[] = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains', 'notContains'];
export const LIST_OPERATORS: readonly ListOperator[] = ['in', 'notIn'];

/** The loop variables a repeat provides (SPEC 3.3). */
export const LOOP_VARIABLES: readonly string[] = ['@index', '@number', '@first', '@last', '@count'];

export const isListComparison = (comparison: Comparison): comparison is ListComparison => comparison.op === 'in' || comparison.op === 'notIn';
