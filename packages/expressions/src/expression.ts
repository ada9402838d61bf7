import type { FunctionName } from './evaluation/functions';

/**
 * The abstract syntax of a condition, shared by the text form (`parseExpression`) and the JSON
 * form (`parseConditionJson`). A closed union: every consumer switches on `kind`.
 *
 * Invariants kept by both parsers, so that every tree has exactly one text and one JSON form:
 * `all` and `any` hold at least two items (a group of one is its item), names are trimmed and
 * non-empty, numbers are finite and never -0; a name compared with a literal is a `compare`
 * (never a `compareValues`), a name alone is a `truthy` (never a `valueTest`), and a minus sign
 * before a number is part of the number (never a `negate` of a number literal).
 */
export type Expr = Comparison | AnsweredCheck | Truthy | AllOf | AnyOf | Not | ValueComparison | ValueTest;

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

/**
 * Two values compared where the simple form does not fit: a calculation on either side, a
 * literal on the left or a name on the right (`years_between(date_of_birth, today()) >= 18`,
 * `paid >= total`, `1 = 1`).
 */
export type ValueComparison = { readonly kind: 'compareValues'; readonly left: Value; readonly op: ScalarOperator; readonly right: Value };

/** A value used as a condition that is no bare name: `{{#if true}}`, `{{#if count(children)}}`. True when answered and not false or 0. */
export type ValueTest = { readonly kind: 'valueTest'; readonly value: Value };

/** A value computed by arithmetic and functions (docs/template-language.md#computed-aliases). */
export type Value = LiteralValue | NameValue | Negation | Arithmetic | FunctionCall;
export type LiteralValue = { readonly kind: 'literal'; readonly value: Literal };
export type NameValue = { readonly kind: 'name'; readonly name: string };
/** `-x`; never of a number literal (`-5` is the literal -5). */
export type Negation = { readonly kind: 'negate'; readonly operand: Value };
export type ArithmeticOperator = 'add' | 'subtract' | 'multiply' | 'divide';
export type Arithmetic = { readonly kind: 'arithmetic'; readonly op: ArithmeticOperator; readonly left: Value; readonly right: Value };
export type FunctionCall = { readonly kind: 'call'; readonly name: FunctionName; readonly args: readonly Value[] };

export const SCALAR_OPERATORS: readonly ScalarOperator[] = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains', 'notContains'];
export const LIST_OPERATORS: readonly ListOperator[] = ['in', 'notIn'];
export const ARITHMETIC_OPERATORS: readonly ArithmeticOperator[] = ['add', 'subtract', 'multiply', 'divide'];

/** The loop variables a repeat provides (docs/template-language.md#repeating-content). */
export const LOOP_VARIABLES: readonly string[] = ['@index', '@number', '@first', '@last', '@count'];

export const isListComparison = (comparison: Comparison): comparison is ListComparison => comparison.op === 'in' || comparison.op === 'notIn';
