import type { ListOperator, Literal, ScalarOperator } from './expression';

/**
 * The JSON form of a condition (SPEC 2):
 * `{ "all": [ { "alias": "client_age", "op": "gte", "value": 18 }, { "any": [ … ] }, { "not": { … } } ] }`.
 * A bare name used as a boolean is `{ "alias": "married", "op": "truthy" }`.
 */
export type ConditionJson =
  | { readonly all: readonly ConditionJson[] }
  | { readonly any: readonly ConditionJson[] }
  | { readonly not: ConditionJson }
  | { readonly alias: string; readonly op: ScalarOperator; readonly value: Literal }
  | { readonly alias: string; readonly op: ListOperator; readonly value: readonly Literal[] }
  | { readonly alias: string; readonly op: ValuelessOperator };

export type ValuelessOperator = 'answered' | 'notAnswered' | 'truthy';

export const VALUELESS_OPERATORS: readonly ValuelessOperator[] = ['answered', 'notAnswered', 'truthy'];
