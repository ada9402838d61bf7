import { isListComparison, type ArithmeticOperator, type CompareOperator, type Expr, type Literal, type Value } from './expression';
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
    case 'compareValues':
      return `${printValue(expr.left)} ${OPERATOR_TEXT[expr.op]} ${printValue(expr.right)}`;
    case 'valueTest':
      return printValue(expr.value);
  }
};

const ARITHMETIC_TEXT: Readonly<Record<ArithmeticOperator, string>> = { add: '+', subtract: '-', multiply: '*', divide: '/' };

/** How tightly each kind of value binds: sums 1, products 2, minus signs 3, the rest 4. */
const bindingOf = (value: Value): number => {
  switch (value.kind) {
    case 'arithmetic':
      return value.op === 'add' || value.op === 'subtract' ? 1 : 2;
    case 'negate':
      return 3;
    case 'literal':
      return typeof value.value === 'number' && value.value < 0 ? 3 : 4;
    case 'name':
    case 'call':
      return 4;
  }
};

/**
 * A calculation in canonical form: one space around operators, parentheses only where the tree
 * needs them. Operators group to the left, so a right operand of the same binding keeps its
 * parentheses (`a - (b - c)`, `a / (b * c)`).
 */
export const printValue = (value: Value): string => {
  switch (value.kind) {
    case 'literal':
      return printLiteral(value.value);
    case 'name':
      return printName(value.name);
    case 'negate':
      return `-${printOperand(value.operand, 3)}`;
    case 'call':
      return `${value.name}(${value.args.map(printValue).join(', ')})`;
    case 'arithmetic': {
      const binding = bindingOf(value);
      return `${printOperand(value.left, binding)} ${ARITHMETIC_TEXT[value.op]} ${printOperand(value.right, binding + 1)}`;
    }
  }
};

const printOperand = (value: Value, least: number): string => (bindingOf(value) < least ? `(${printValue(value)})` : printValue(value));

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
