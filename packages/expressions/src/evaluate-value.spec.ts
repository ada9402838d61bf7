import type { CalculationWarning } from './calculation-warning';
import { evaluateExpression } from './evaluate-expression';
import { calculate, type Calculated } from './evaluate-value';
import { parseCalculation, parseExpression } from './parse-expression';
import type { ValueType } from './evaluation/value-type';

type Answers = Readonly<Record<string, unknown>>;

/** Works out `text` against `answers` on 2024-03-15, with the warnings it gave. */
const run = (text: string, answers: Answers = {}, types: Readonly<Record<string, ValueType>> = {}): Calculated & { warnings: CalculationWarning[] } => {
  const parsed = parseCalculation(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const warnings: CalculationWarning[] = [];
  const result = calculate(
    parsed.value,
    (name) => answers[name],
    (name) => types[name],
    { today: '2024-03-15', warn: (warning) => warnings.push(warning) },
  );
  return { ...result, warnings };
};

const value = (text: string, answers: Answers = {}): unknown => {
  const result = run(text, answers);
  if (result.warnings.length > 0) throw new Error(result.warnings.map((warning) => warning.message).join('; '));
  return result.value;
};

const decide = (text: string, answers: Answers = {}, types: Readonly<Record<string, ValueType>> = {}): { holds: boolean; warnings: string[] } => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const warnings: string[] = [];
  const holds = evaluateExpression(parsed.value, (name) => answers[name], (name) => types[name], { today: '2024-03-15', warn: (warning) => warnings.push(warning.code) });
  return { holds, warnings };
};

describe('calculate', () => {
  describe('when doing arithmetic', () => {
    it.each<[string, Answers, number]>([
      ['0.1 + 0.2', {}, 0.3],
      ['0.3 - 0.1', {}, 0.2],
      ['1.1 * 3', {}, 3.3],
      ['qty * unit_price', { qty: 3, unit_price: '19.99' }, 59.97],
      ['qty * unit_price', { qty: '3', unit_price: 0.07 }, 0.21],
      ['1 / 4', {}, 0.25],
      ['1 / 3 * 3', {}, 1],
      ['2 + 3 * 4', {}, 14],
      ['(2 + 3) * 4', {}, 20],
      ['10 - 4 - 3', {}, 3],
      ['10 - (4 - 3)', {}, 9],
      ['100 / 10 / 2', {}, 5],
      ['-x', { x: 4 }, -4],
      ['-x * -2', { x: 4 }, 8],
      ['--x', { x: 4 }, 4],
      ['-(x - 10)', { x: 4 }, 6],
      ['0 * -1', {}, 0],
      ['@index + 1', { '@index': 2 }, 3],
    ])('%s with %j is %d', (text, answers, expected) => {
      expect(value(text, answers)).toBe(expected);
    });

    it('reads a bigint exactly', () => {
      expect(value('big - 12345678901234567000', { big: 12345678901234567890n })).toBe(890);
    });

    it('gives a number the caller shows as is (type number), never -0', () => {
      expect(run('0 * -1')).toEqual({ value: 0, type: 'number', warnings: [] });
      expect(Object.is(run('0 * -1').value, -0)).toBe(false);
    });
  });

  describe('when an operand is missing or unreadable', () => {
    it.each<[string, Answers, string, string]>([
      ['a / b', { a: 1, b: 0 }, 'division_by_zero', 'Division by zero in "a / b"; the calculation has no value.'],
      ['a / (b - b)', { a: 1, b: 3 }, 'division_by_zero', 'Division by zero in "a / (b - b)"; the calculation has no value.'],
      ['qty * price', { qty: 2 }, 'missing_operand', '"price" has no value, so "qty * price" has none.'],
      ['qty * price', { qty: 2, price: '  ' }, 'missing_operand', '"price" has no value, so "qty * price" has none.'],
      ['qty * price', { qty: 2, price: 'ten' }, 'not_a_number', '"price" is not a number, so "qty * price" has no value.'],
      ['qty * price', { qty: 2, price: '1,000' }, 'not_a_number', '"price" is not a number, so "qty * price" has no value.'],
      ['qty * price', { qty: 2, price: true }, 'not_a_number', '"price" is not a number, so "qty * price" has no value.'],
      ['-price', {}, 'missing_operand', '"price" has no value, so "-price" has none.'],
      ['today() + 1', {}, 'not_a_number', '"today()" is not a number, so "today() + 1" has no value.'],
      ['1e308 * 10', {}, 'out_of_range', '"1e+308 * 10" is too large a number; the calculation has no value.'],
    ])('%s with %j has no value: %s', (text, answers, code, message) => {
      const result = run(text, answers);
      expect(result).toEqual({ value: undefined, type: undefined, warnings: [{ code, expression: expect.any(String) as string, message }] });
    });

    it('warns once, for the innermost calculation, not again for those around it', () => {
      const result = run('round((a + b) * 2, 2) - 1', { a: 1 });
      expect(result.warnings).toEqual([{ code: 'missing_operand', expression: 'a + b', message: '"b" has no value, so "a + b" has none.' }]);
      expect(result.value).toBeUndefined();
    });
  });

  describe('when rounding', () => {
    it.each<[string, number]>([
      ['round(2.5)', 3],
      ['round(-2.5)', -3],
      ['round(2.4999)', 2],
      ['round(1.005, 2)', 1.01],
      ['round(-1.005, 2)', -1.01],
      ['round(1 / 3, 4)', 0.3333],
      ['round(1234.5678, 0)', 1235],
      ['floor(2.7)', 2],
      ['floor(-2.1)', -3],
      ['ceil(2.1)', 3],
      ['ceil(-2.7)', -2],
      ['abs(-3.5)', 3.5],
      ['abs(2)', 2],
    ])('%s is %d (half away from zero)', (text, expected) => {
      expect(value(text)).toBe(expected);
    });

    it.each(['round(1, 2.5)', 'round(1, -1)', 'round(1, 21)'])('refuses digits that are no whole number from 0 to 20: %s', (text) => {
      expect(run(text).warnings.map((warning) => warning.code)).toEqual(['bad_argument']);
    });
  });

  describe('when working on lists', () => {
    const items = [{ amount: '10.10' }, { amount: 20.2 }, { Amount: 0.7 }, { amount: '' }, { other: 1 }];

    it.each<[string, Answers, unknown]>([
      ['sum(items, "amount")', { items }, 31],
      ['sum(amounts)', { amounts: [0.1, 0.2, '0.3'] }, 0.6],
      ['sum(amounts)', { amounts: [] }, 0],
      ['sum(amounts)', {}, 0],
      ['sum(items, "price.net")', { items: [{ price: { net: 2 } }, { price: { net: 3 } }] }, 5],
      ['count(items)', { items }, 5],
      ['count(items)', { items: [] }, 0],
      ['count(items)', {}, 0],
      ['count(name)', { name: 'Ada' }, 1],
      ['min(3, 1, 2)', {}, 1],
      ['max(3, 1, 2)', {}, 3],
      ['max(amounts)', { amounts: [1, 7, '3'] }, 7],
      ['min(amounts, 5)', { amounts: [6, 7] }, 5],
      ['min(items, "amount")', { items }, 0.7],
      ['max(items, "amount")', { items }, 20.2],
      ['min(a, b)', { a: '2024-05-01', b: '2023-12-31' }, '2023-12-31'],
      ['max(start, today())', { start: '2024-01-01' }, '2024-03-15'],
    ])('%s with %j is %j', (text, answers, expected) => {
      expect(value(text, answers)).toEqual(expected);
    });

    it.each<[string, Answers, string]>([
      ['sum(items, "amount")', { items: 'many' }, 'not_a_list'],
      ['sum(items, "amount")', { items: [{ amount: 'ten' }] }, 'not_a_number'],
      ['sum(items, field)', { items: [], field: 3 }, 'bad_argument'],
      ['min(a, b)', { a: 1 }, 'missing_operand'],
      ['max(items)', { items: [] }, 'missing_operand'],
      ['max(a, b)', { a: 1, b: '2024-01-01' }, 'not_a_number'],
    ])('%s with %j has no value: %s', (text, answers, code) => {
      const result = run(text, answers);
      expect([result.value, result.warnings.map((warning) => warning.code)]).toEqual([undefined, [code]]);
    });
  });

  describe('when working with dates', () => {
    it.each<[string, Answers, unknown]>([
      ['today()', {}, '2024-03-15'],
      ['add_days(d, 30)', { d: '2024-01-31' }, '2024-03-01'],
      ['add_days(d, 1)', { d: '2024-02-28' }, '2024-02-29'],
      ['add_days(d, 1)', { d: '2023-02-28' }, '2023-03-01'],
      ['add_days(d, -1)', { d: '2024-03-01' }, '2024-02-29'],
      ['add_days(d, 1)', { d: '2024-12-31T23:30:00Z' }, '2025-01-01'],
      ['add_days(d, 2)', { d: new Date(Date.UTC(2024, 0, 30)) }, '2024-02-01'],
      ['add_months(d, 1)', { d: '2024-01-31' }, '2024-02-29'],
      ['add_months(d, 1)', { d: '2023-01-31' }, '2023-02-28'],
      ['add_months(d, 1)', { d: '2024-03-31' }, '2024-04-30'],
      ['add_months(d, -1)', { d: '2024-03-31' }, '2024-02-29'],
      ['add_months(d, 12)', { d: '2024-01-15' }, '2025-01-15'],
      ['add_months(d, -13)', { d: '2024-01-15' }, '2022-12-15'],
      ['add_years(d, 1)', { d: '2024-02-29' }, '2025-02-28'],
      ['add_years(d, 4)', { d: '2024-02-29' }, '2028-02-29'],
      ['add_years(d, -1)', { d: '2024-02-29' }, '2023-02-28'],
      ['days_between(a, b)', { a: '2024-02-01', b: '2024-03-01' }, 29],
      ['days_between(a, b)', { a: '2023-02-01', b: '2023-03-01' }, 28],
      ['days_between(b, a)', { a: '2024-02-01', b: '2024-03-01' }, -29],
      ['days_between(a, today())', { a: '2024-03-15' }, 0],
      ['years_between(dob, today())', { dob: '2006-03-15' }, 18],
      ['years_between(dob, today())', { dob: '2006-03-16' }, 17],
      ['years_between(dob, d)', { dob: '2000-02-29', d: '2023-02-28' }, 22],
      ['years_between(dob, d)', { dob: '2000-02-29', d: '2023-03-01' }, 23],
      ['years_between(dob, d)', { dob: '2000-02-29', d: '2024-02-29' }, 24],
      ['years_between(d, dob)', { dob: '2000-01-01', d: '2010-06-01' }, -10],
    ])('%s with %j is %j', (text, answers, expected) => {
      expect(value(text, answers)).toEqual(expected);
    });

    it('answers dates with the type date, so the caller shows them as dates', () => {
      expect(run('add_days(d, 1)', { d: '2024-01-01' })).toEqual({ value: '2024-01-02', type: 'date', warnings: [] });
    });

    it.each<[string, Answers, string]>([
      ['add_days(d, 1)', { d: 'soon' }, 'not_a_date'],
      ['add_days(d, 1)', { d: '2024-02-30' }, 'not_a_date'],
      ['add_days(d, 1)', { d: 20240101 }, 'not_a_date'],
      ['add_days(d, 1)', {}, 'missing_operand'],
      ['add_days(d, 1.5)', { d: '2024-01-01' }, 'bad_argument'],
      ['add_days(d, n)', { d: '2024-01-01' }, 'missing_operand'],
      ['add_years(d, 8000)', { d: '2024-01-01' }, 'out_of_range'],
      ['add_days(d, -1)', { d: '0001-01-01' }, 'out_of_range'],
      ['add_days(d, 1e300)', { d: '2024-01-01' }, 'bad_argument'],
      ['days_between(a, b)', { a: '2024-01-01', b: 3 }, 'not_a_date'],
    ])('%s with %j has no value: %s', (text, answers, code) => {
      const result = run(text, answers);
      expect([result.value, result.warnings.map((warning) => warning.code)]).toEqual([undefined, [code]]);
    });

    it('has no today() when the caller gives no date', () => {
      const parsed = parseCalculation('today()');
      const warnings: string[] = [];
      expect(parsed.ok && calculate(parsed.value, () => undefined, () => undefined, { warn: (warning) => warnings.push(warning.message) }).value).toBeUndefined();
      expect(warnings).toEqual(['today() has no value here: no date was given to calculate with.']);
    });
  });
});

describe('evaluateExpression with calculations', () => {
  it.each<[string, Answers, boolean]>([
    ['true', {}, true],
    ['false', {}, false],
    ['1 = 1', {}, true],
    ['1 = 2', {}, false],
    ['0.1 + 0.2 = 0.3', {}, true],
    ['years_between(date_of_birth, today()) >= 18', { date_of_birth: '2006-03-15' }, true],
    ['years_between(date_of_birth, today()) >= 18', { date_of_birth: '2006-03-16' }, false],
    ['qty * price > 100', { qty: 3, price: 40 }, true],
    ['paid >= total', { paid: '100', total: 99.5 }, true],
    ['paid >= total', { paid: '99', total: 99.5 }, false],
    ['count(children) > 0', { children: [{}] }, true],
    ['count(children)', { children: [] }, false],
    ['count(children)', { children: [1, 2] }, true],
    ['sum(items, "amount")', { items: [{ amount: 0 }] }, false],
    ['add_days(d, 30) > "2024-03-01"', { d: '2024-01-31' }, false],
    ['add_days(d, 30) >= 2024-03-01', { d: '2024-01-31' }, true],
    ['add_days(d, 30) = 2024-03-01', { d: '2024-01-31' }, true],
    ['a = b', {}, true],
    ['a = b', { a: 1 }, false],
    ['a != b', { a: 1 }, true],
    ['"Ada Lovelace" contains first', { first: 'ada' }, true],
    ['"2024-01-02" > d', { d: '2024-01-01' }, true],
  ])('%s with %j is %s', (text, answers, expected) => {
    expect(decide(text, answers).holds).toBe(expected);
  });

  it('compares by the alias type of either side', () => {
    expect(decide('a = b', { a: '18.0', b: '18' }, { a: 'text' }).holds).toBe(false);
    expect(decide('a = b', { a: '18.0', b: '18' }, { b: 'number' }).holds).toBe(true);
  });

  it('makes a comparison with a calculation that has no value false, with a warning', () => {
    expect(decide('qty / n > 1', { qty: 2, n: 0 })).toEqual({ holds: false, warnings: ['division_by_zero'] });
    expect(decide('not qty / n > 1', { qty: 2, n: 0 })).toEqual({ holds: true, warnings: ['division_by_zero'] });
    expect(decide('years_between(dob, today()) >= 18', {})).toEqual({ holds: false, warnings: ['missing_operand'] });
  });
});
