import { calculatedType, calculationTypeProblems } from './calculation-types';
import { parseCalculation, parseExpression } from './parse-expression';
import type { ValueType } from './evaluation/value-type';

const TYPES: Readonly<Record<string, ValueType>> = { fee: 'currency', qty: 'number', start: 'date', name: 'text', items: 'list', vip: 'boolean' };
const typeOf = (name: string): ValueType | undefined => TYPES[name];

const calculation = (text: string) => {
  const parsed = parseCalculation(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('calculatedType', () => {
  it.each<[string, string]>([
    ['fee * qty', 'number'],
    ['-fee', 'number'],
    ['sum(items, "amount")', 'number'],
    ['count(items)', 'number'],
    ['years_between(start, today())', 'number'],
    ['add_months(start, 1)', 'date'],
    ['today()', 'date'],
    ['max(start, today())', 'date'],
    ['max(fee, 3)', 'number'],
    ['max(items, "amount")', 'unknown'],
    ['min(fee, other)', 'unknown'],
    ['"2024-02-29"', 'date'],
    ['"2023-02-29"', 'text'],
  ])('%s gives %s', (text, type) => {
    expect(calculatedType(calculation(text), typeOf)).toBe(type);
  });
});

describe('calculationTypeProblems', () => {
  it.each<[string, string[]]>([
    ['fee * qty + other', []],
    ['start + 1', ['"start" is a date, not a number, in "start + 1": the calculation will have no value.']],
    ['name * 2', ['"name" is a text, not a number, in "name * 2": the calculation will have no value.']],
    ['add_days(fee, 1)', ['"fee" is a number, not a date, in "add_days(fee, 1)": the calculation will have no value.']],
    ['add_days(start, start)', ['"start" is a date, not a number, in "add_days(start, start)": the calculation will have no value.']],
    ['sum(fee)', ['"fee" is a number, not a list, in "sum(fee)": the calculation will have no value.']],
    ['round(today(), 2)', ['"today()" is a date, not a number, in "round(today(), 2)": the calculation will have no value.']],
    ['-vip', ['"vip" is true or false, not a number, in "-vip": the calculation will have no value.']],
    ['years_between(items, today())', ['"items" is a list, not a date, in "years_between(items, today())": the calculation will have no value.']],
  ])('finds in %s: %j', (text, problems) => {
    expect(calculationTypeProblems(calculation(text), typeOf)).toEqual(problems);
  });

  it('looks into conditions', () => {
    const parsed = parseExpression('vip and (start * 2 > 1 or count(items) > 0)');
    expect(parsed.ok && calculationTypeProblems(parsed.value, typeOf)).toEqual(['"start" is a date, not a number, in "start * 2": the calculation will have no value.']);
  });
});
