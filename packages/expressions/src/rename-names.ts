import type { Expr, Value } from './expression';

/**
 * The same condition with every name passed through `rename` (for example a synonym replaced by
 * its alias's name, for the canonical form of a rule), names inside calculations included. The
 * tree is shared where nothing changes. `rename` should return names the parsers accept (no
 * ` { } | or control characters).
 */
export const renameNames = (expr: Expr, rename: (name: string) => string): Expr => {
  switch (expr.kind) {
    case 'all':
    case 'any': {
      const items = expr.items.map((item) => renameNames(item, rename)) as unknown as readonly [Expr, Expr, ...Expr[]];
      return items.every((item, index) => item === expr.items[index]) ? expr : { kind: expr.kind, items };
    }
    case 'not': {
      const item = renameNames(expr.item, rename);
      return item === expr.item ? expr : { kind: 'not', item };
    }
    case 'compare':
    case 'answered':
    case 'notAnswered':
    case 'truthy': {
      const name = rename(expr.name);
      return name === expr.name ? expr : { ...expr, name };
    }
    case 'compareValues': {
      const left = renameValueNames(expr.left, rename);
      const right = renameValueNames(expr.right, rename);
      return left === expr.left && right === expr.right ? expr : { ...expr, left, right };
    }
    case 'valueTest': {
      const value = renameValueNames(expr.value, rename);
      return value === expr.value ? expr : { kind: 'valueTest', value };
    }
  }
};

/** The same calculation with every name passed through `rename`; shared where nothing changes. */
export const renameValueNames = (value: Value, rename: (name: string) => string): Value => {
  switch (value.kind) {
    case 'literal':
      return value;
    case 'name': {
      const name = rename(value.name);
      return name === value.name ? value : { kind: 'name', name };
    }
    case 'negate': {
      const operand = renameValueNames(value.operand, rename);
      return operand === value.operand ? value : { kind: 'negate', operand };
    }
    case 'arithmetic': {
      const left = renameValueNames(value.left, rename);
      const right = renameValueNames(value.right, rename);
      return left === value.left && right === value.right ? value : { ...value, left, right };
    }
    case 'call': {
      const args = value.args.map((arg) => renameValueNames(arg, rename));
      return args.every((arg, index) => arg === value.args[index]) ? value : { kind: 'call', name: value.name, args };
    }
  }
};
