import type { Expr, Value } from './expression';

/**
 * Every name a condition or calculation reads, once each, in order of first appearance and
 * spelled as written (loop variables such as `@last` included; they start with "@"). The
 * texts given to functions (`"amount"` in `sum(items, "amount")`) are item fields, not names.
 */
export const referencedNames = (expr: Expr): string[] => {
  const names = new Set<string>();
  visitExpr(expr, names);
  return [...names];
};

/** The names a calculation reads, as `referencedNames` does for a condition. */
export const referencedNamesOfValue = (value: Value): string[] => {
  const names = new Set<string>();
  visitValue(value, names);
  return [...names];
};

const visitExpr = (node: Expr, names: Set<string>): void => {
  switch (node.kind) {
    case 'all':
    case 'any':
      for (const item of node.items) visitExpr(item, names);
      return;
    case 'not':
      visitExpr(node.item, names);
      return;
    case 'compare':
    case 'answered':
    case 'notAnswered':
    case 'truthy':
      names.add(node.name);
      return;
    case 'compareValues':
      visitValue(node.left, names);
      visitValue(node.right, names);
      return;
    case 'valueTest':
      visitValue(node.value, names);
      return;
  }
};

const visitValue = (value: Value, names: Set<string>): void => {
  switch (value.kind) {
    case 'literal':
      return;
    case 'name':
      names.add(value.name);
      return;
    case 'negate':
      visitValue(value.operand, names);
      return;
    case 'arithmetic':
      visitValue(value.left, names);
      visitValue(value.right, names);
      return;
    case 'call':
      for (const arg of value.args) visitValue(arg, names);
      return;
  }
};
