import type { ListOperator, Literal, ScalarOperator } from '../expression';
import type { FunctionName } from '../evaluation/functions';

/**
 * The JSON form of a condition (docs/resources.md#conditional-rules):
 * `{ "all": [ { "alias": "client_age", "op": "gte", "value": 18 }, { "any": [ … ] }, { "not": { … } } ] }`.
 * A bare name used as a boolean is `{ "alias": "married", "op": "truthy" }`. Calculations
 * (docs/template-language.md#calculations) compare as `{ "left": …, "op": "gte", "right": … }` and stand alone as `{ "truthy": … }`.
 */
export type ConditionJson =
  | { readonly all: readonly ConditionJson[] }
  | { readonly any: readonly ConditionJson[] }
  | { readonly not: ConditionJson }
  | { readonly alias: string; readonly op: ScalarOperator; readonly value: Literal }
  | { readonly alias: string; readonly op: ListOperator; readonly value: readonly Literal[] }
  | { readonly alias: string; readonly op: ValuelessOperator }
  | { readonly left: ValueJson; readonly op: ScalarOperator; readonly right: ValueJson }
  | { readonly truthy: ValueJson };

/**
 * A calculation in JSON: a literal as itself, `{ "alias": "qty" }`, `{ "neg": … }`,
 * `{ "add" | "subtract" | "multiply" | "divide": [left, right] }`, `{ "call": "sum", "args": [ … ] }`.
 */
export type ValueJson =
  | Literal
  | { readonly alias: string }
  | { readonly neg: ValueJson }
  | { readonly add: readonly [ValueJson, ValueJson] }
  | { readonly subtract: readonly [ValueJson, ValueJson] }
  | { readonly multiply: readonly [ValueJson, ValueJson] }
  | { readonly divide: readonly [ValueJson, ValueJson] }
  | { readonly call: FunctionName; readonly args: readonly ValueJson[] };

export type ValuelessOperator = 'answered' | 'notAnswered' | 'truthy';

export const VALUELESS_OPERATORS: readonly ValuelessOperator[] = ['answered', 'notAnswered', 'truthy'];
