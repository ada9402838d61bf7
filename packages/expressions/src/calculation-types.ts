import { isValidIsoDate } from './evaluation/calendar-date';
import type { Expr, FunctionCall, Value } from './expression';
import type { FunctionName } from './evaluation/functions';
import { printValue } from './print-expression';
import type { ValueType } from './evaluation/value-type';

/** What a calculation gives, as far as the names' alias types tell: `unknown` for a name without a type. */
export type CalculatedType = 'number' | 'date' | 'text' | 'boolean' | 'list' | 'unknown';

type TypeOf = (name: string) => ValueType | undefined;

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

const ofAlias = (type: ValueType | undefined): CalculatedType => {
  switch (type) {
    case 'number':
    case 'currency':
      return 'number';
    case 'date':
    case 'list':
    case 'boolean':
      return type;
    case 'text':
    case 'choice':
      return 'text';
    // A picture (docs/template-language.md#pictures) is no value a calculation can use; what it gives is unknown.
    case 'picture':
    case undefined:
      return 'unknown';
  }
};

/** The type of a calculation's result: numbers from arithmetic and counting functions, dates from date functions. */
export const calculatedType = (value: Value, typeOf: TypeOf): CalculatedType => {
  switch (value.kind) {
    case 'literal': {
      if (typeof value.value === 'number') return 'number';
      if (typeof value.value === 'boolean') return 'boolean';
      const date = ISO_DATE.exec(value.value);
      return date !== null && isValidIsoDate(Number(date[1]), Number(date[2]), Number(date[3])) ? 'date' : 'text';
    }
    case 'name':
      return ofAlias(typeOf(value.name));
    case 'negate':
    case 'arithmetic':
      return 'number';
    case 'call':
      return callType(value, typeOf);
  }
};

const callType = (call: FunctionCall, typeOf: TypeOf): CalculatedType => {
  switch (call.name) {
    case 'today':
    case 'add_days':
    case 'add_months':
    case 'add_years':
      return 'date';
    case 'min':
    case 'max': {
      const [first, second] = call.args;
      if (call.args.length === 2 && second?.kind === 'literal' && typeof second.value === 'string' && first !== undefined && calculatedType(first, typeOf) === 'list') return 'unknown';
      const types = call.args.map((arg) => calculatedType(arg, typeOf));
      if (types.every((type) => type === 'date')) return 'date';
      return types.every((type) => type === 'number') ? 'number' : 'unknown';
    }
    default:
      return 'number';
  }
};

/**
 * What the alias types show to be wrong in a condition's or calculation's operands: a date or a
 * text where a number is calculated with, a number where a date is expected, a number where a
 * list is summed. Names without a type are given the benefit of the doubt. Messages for authors.
 */
export const calculationTypeProblems = (expr: Expr | Value, typeOf: TypeOf): string[] => {
  const problems: string[] = [];
  const expect = (operand: Value, wanted: CalculatedType, whole: Value, what: string): void => {
    const type = calculatedType(operand, typeOf);
    if (type !== 'unknown' && type !== wanted) {
      problems.push(`"${printValue(operand)}" is ${article(type)}, not ${what}, in "${printValue(whole)}": the calculation will have no value.`);
    }
  };
  const visitValue = (value: Value): void => {
    switch (value.kind) {
      case 'literal':
      case 'name':
        return;
      case 'negate':
        expect(value.operand, 'number', value, 'a number');
        visitValue(value.operand);
        return;
      case 'arithmetic':
        expect(value.left, 'number', value, 'a number');
        expect(value.right, 'number', value, 'a number');
        visitValue(value.left);
        visitValue(value.right);
        return;
      case 'call':
        checkCall(value, expect);
        value.args.forEach(visitValue);
        return;
    }
  };
  const visitExpr = (node: Expr): void => {
    switch (node.kind) {
      case 'all':
      case 'any':
        node.items.forEach(visitExpr);
        return;
      case 'not':
        visitExpr(node.item);
        return;
      case 'compareValues':
        visitValue(node.left);
        visitValue(node.right);
        return;
      case 'valueTest':
        visitValue(node.value);
        return;
      default:
        return;
    }
  };
  if (isValue(expr)) visitValue(expr);
  else visitExpr(expr);
  return problems;
};

type Expect = (operand: Value, wanted: CalculatedType, whole: Value, what: string) => void;

const NUMBER_AND_DIGITS = [
  ['number', 'a number'],
  ['number', 'a number of digits'],
] as const;
const DATE_AND_NUMBER = [
  ['date', 'a date'],
  ['number', 'a number'],
] as const;
const TWO_DATES = [
  ['date', 'a date'],
  ['date', 'a date'],
] as const;

/** What each argument of each function must be, by position, as a type and in words; `[]`: it takes anything. */
const ARGUMENTS: Readonly<Record<FunctionName, ReadonlyArray<readonly [CalculatedType, string]>>> = {
  sum: [['list', 'a list']],
  count: [],
  round: NUMBER_AND_DIGITS,
  floor: NUMBER_AND_DIGITS,
  ceil: NUMBER_AND_DIGITS,
  abs: NUMBER_AND_DIGITS,
  add_days: DATE_AND_NUMBER,
  add_months: DATE_AND_NUMBER,
  add_years: DATE_AND_NUMBER,
  days_between: TWO_DATES,
  years_between: TWO_DATES,
  min: [],
  max: [],
  today: [],
};

const checkCall = (call: FunctionCall, expect: Expect): void =>
  ARGUMENTS[call.name].forEach(([type, what], index) => {
    const argument = call.args[index];
    if (argument !== undefined) expect(argument, type, call, what);
  });

const VALUE_KINDS: readonly string[] = ['literal', 'name', 'negate', 'arithmetic', 'call'];
const isValue = (node: Expr | Value): node is Value => VALUE_KINDS.includes(node.kind);

const article = (type: CalculatedType): string => (type === 'list' ? 'a list' : type === 'date' ? 'a date' : type === 'number' ? 'a number' : type === 'boolean' ? 'true or false' : 'a text');
