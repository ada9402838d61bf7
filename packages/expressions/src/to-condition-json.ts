import type { ConditionJson, ValueJson } from './syntax/condition-json';
import { isListComparison, type Expr, type Value } from './expression';

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
    case 'compareValues':
      return { left: toValueJson(expr.left), op: expr.op, right: toValueJson(expr.right) };
    case 'valueTest':
      return { truthy: toValueJson(expr.value) };
  }
};

export const toValueJson = (value: Value): ValueJson => {
  switch (value.kind) {
    case 'literal':
      return value.value;
    case 'name':
      return { alias: value.name };
    case 'negate':
      return { neg: toValueJson(value.operand) };
    case 'call':
      return { call: value.name, args: value.args.map(toValueJson) };
    case 'arithmetic': {
      const operands = [toValueJson(value.left), toValueJson(value.right)] as const;
      switch (value.op) {
        case 'add':
          return { add: operands };
        case 'subtract':
          return { subtract: operands };
        case 'multiply':
          return { multiply: operands };
        case 'divide':
          return { divide: operands };
      }
    }
  }
};
