import { isListComparison, type CompareOperator, type Expr, type Literal } from './expression';
import { isBareName } from './names';

const OPERATOR_TEXT: Readonly<Record<CompareOperator, string>> = {
  eq: '=',
  ne: '!=',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  contains: 'contains',
  notContains: 'not contains',
  in: 'in',
  notIn: 'not in',
};

/**
 * The canonical text form: single spaces, lowercase keywords, double-quoted strings, and only
 * the parentheses the structure needs, so that `parseExpression(printExpression(e))` equals `e`.
 */
export const printExpression = (expr: Expr): string => {
  switch (expr.kind) {
    case 'compare':
      return `${printName(expr.name)} ${OPERATOR_TEXT[expr.op]} ${isListComparison(expr) ? printList(expr.value) : printLiteral(expr.value)}`;
    case 'answered':
      return `${printName(expr.name)} is answered`;
    case 'notAnswered':
      return `${printName(expr.name)} is not answered`;
    case 'truthy':
      return printName(expr.name);
    case 'not':
      return `not ${printGroupedIf(expr.item, expr.item.kind === 'all' || expr.item.kind === 'any')}`;
    case 'all':
      // A group inside `and` keeps its parentheses: `or` binds looser, and `(a and b) and c` is a different tree than `a and b and c`.
      return expr.items.map((item) => printGroupedIf(item, item.kind === 'all' || item.kind === 'any')).join(' and ');
    case 'any':
      return expr.items.map((item) => printGroupedIf(item, item.kind === 'any')).join(' or ');
  }
};

const printGroupedIf = (expr: Expr, grouped: boolean): string => (grouped ? `(${printExpression(expr)})` : printExpression(expr));

export const printName = (name: string): string => (isBareName(name) ? name : `\`${name}\``);

const printList = (values: readonly Literal[]): string => `[${values.map(printLiteral).join(', ')}]`;

export const printLiteral = (value: Literal): string => {
  if (typeof value === 'string') return printString(value);
  return String(value);
};

const printString = (value: string): string => {
  let out = '"';
  for (const char of value) {
    if (char === '"') out += '\\"';
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (char < ' ' || char === '\u007f') out += `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return `${out}"`;
};
