import type { Expr } from './expression';

/**
 * Every name a condition reads, once each, in order of first appearance and spelled as written
 * (loop variables such as `@last` included; they start with "@").
 */
export const referencedNames = (expr: Expr): string[] => {
  const names = new Set<string>();
  const visit = (node: Expr): void => {
    switch (node.kind) {
      case 'all':
      case 'any':
        node.items.forEach(visit);
        return;
      case 'not':
        visit(node.item);
        return;
      case 'compare':
      case 'answered':
      case 'notAnswered':
      case 'truthy':
        names.add(node.name);
        return;
    }
  };
  visit(expr);
  return [...names];
};
