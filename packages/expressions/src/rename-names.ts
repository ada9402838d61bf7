import type { Expr } from './expression';

/**
 * The same condition with every name passed through `rename` (for example a synonym replaced by
 * its alias's name, for the canonical form of a rule). The tree is shared where nothing changes.
 * `rename` should return names the parsers accept (no ` { } | or control characters).
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
  }
};
