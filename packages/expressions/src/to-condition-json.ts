import type { ConditionJson } from './condition-json';
import { isListComparison, type Expr } from './expression';

/** The JSON form of a condition; `parseConditionJson(toConditionJson(e))` equals `e`. */
export const toConditionJson = (expr: Expr): ConditionJson => {
  switch (expr.kind) {
    case 'all':
      return { all: expr.items.map(toConditionJson) };
    case 'any':
      return { any: expr.items.map(toConditionJson) };
    case 'not':
      return { not: toConditionJson(expr.item) };
    case 'answered':
    case 'notAnswered':
    case 'truthy':
      return { alias: expr.name, op: expr.kind };
    case 'compare':
      return isListComparison(expr) ? { alias: expr.name, op: expr.op, value: [...expr.value] } : { alias: expr.name, op: expr.op, value: expr.value };
  }
};
