import { evaluateExpression } from './evaluate-expression';
import { parseExpression } from './parse-expression';
import type { ValueType } from './evaluation/value-type';

/** Evaluates `text` against `answers`, with optional alias types. */
const decide = (text: string, answers: Readonly<Record<string, unknown>>, types: Readonly<Record<string, ValueType>> = {}): boolean => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return evaluateExpression(
    parsed.value,
    (name) => (Object.prototype.hasOwnProperty.call(answers, name) ? answers[name] : undefined),
    (name) => types[name],
  );
};

/** A table of conditions, each deciding as given on these answers (with these alias types). */
const itDecidesEach = (answers: Readonly<Record<string, unknown>>, types: Readonly<Record<string, ValueType>>, cases: ReadonlyArray<readonly [string, boolean]>): void =>
  it.each(cases)('%s is %s', (text, expected) => {
    expect(decide(text, answers, types)).toBe(expected);
  });

describe('evaluateExpression', () => {
  describe('when comparing text', () => {
    it.each<[string, unknown, boolean]>([
      ['x = "married"', 'married', true],
      ['x = "married"', ' MARRIED ', true],
      ['x = " Married "', 'married', true],
      ['x = "married"', 'single', false],
      ['x != "married"', 'single', true],
      ['x != "married"', 'Married', false],
      ['x = "Émile"', 'émile', true],
      ['x = "e\u0301"', '\u00e9', true],
      ['x contains "smith"', 'John SMITH Jr', true],
      ['x contains "smyth"', 'John Smith', false],
      ['x not contains "smyth"', 'John Smith', true],
      ['x contains ""', 'anything', true],
      ['x in ["CA", "NY"]', ' ny', true],
      ['x in ["CA", "NY"]', 'TX', false],
      ['x not in ["CA", "NY"]', 'TX', true],
      ['x in []', 'TX', false],
      ['x < "m"', 'a', false],
      ['x = 18', '18', true],
    ])('%s with %j is %s', (text, value, expected) => {
      expect(decide(text, { x: value })).toBe(expected);
    });
  });

  describe('when comparing numbers', () => {
    it.each<[string, unknown, ValueType | undefined, boolean]>([
      ['age >= 18', 18, 'number', true],
      ['age >= 18', 17.99, 'number', false],
      ['age >= 18', '18', 'number', true],
      ['age >= 18', ' 18.0 ', 'number', true],
      ['age >= 18', '18', undefined, true],
      ['age >= 18', '9', undefined, false],
      ['age > 9', '10', undefined, true],
      ['age = 18', '18.0', undefined, true],
      ['age = 18', '18.0', 'text', false],
      ['age = "18"', 18, 'number', true],
      ['age < 18', 'abc', 'number', false],
      ['age >= 18', 'abc', 'number', false],
      ['age = 18', 'abc', 'number', false],
      ['age != 18', 'abc', 'number', true],
      ['fee > 100.5', 100.75, 'currency', true],
      ['fee <= 100.5', '100.50', 'currency', true],
      ['n = 1000', '1e3', undefined, true],
      ['n < 0', -1, undefined, true],
      ['n in [1, 2, 3]', '2', 'number', true],
      ['n in [1, 2, 3]', '2.0', undefined, true],
      ['n = 1', 10n, undefined, false],
      ['n = 10', 10n, undefined, true],
      ['n = 1', Number.NaN, 'number', false],
      ['n < 1', Number.NEGATIVE_INFINITY, 'number', false],
      ['n > 1', Number.POSITIVE_INFINITY, undefined, false],
      ['n > 1', '1,000', 'number', false],
      ['n > 1', 10n ** 400n, 'number', false],
    ])('%s with %p typed %s is %s', (text, value, type, expected) => {
      expect(decide(text, { age: value, fee: value, n: value }, type === undefined ? {} : { age: type, fee: type, n: type })).toBe(expected);
    });
  });

  describe('when comparing dates', () => {
    it.each<[string, unknown, ValueType | undefined, boolean]>([
      ['d > "2024-01-31"', '2024-02-01', 'date', true],
      ['d > "2024-01-31"', '2024-01-31', 'date', false],
      ['d >= "2024-01-31"', '2024-01-31', 'date', true],
      ['d = "2024-01-31"', '2024-01-31T23:59:00Z', 'date', true],
      ['d = "2024-01-31"', ' 2024-01-31 ', 'date', true],
      ['d < 2024-03-01', '2024-02-29', 'date', true],
      ['d < "2000-01-01"', '1999-12-31', undefined, true],
      ['d > "0099-01-01"', '1900-01-01', 'date', true],
      ['d = "2024-01-31"', new Date(Date.UTC(2024, 0, 31, 12)), 'date', true],
      ['d > "2024-01-31"', new Date(Number.NaN), 'date', false],
      ['d > "2024-01-31"', '2024-02-30', 'date', false],
      ['d > "2024-01-31"', 'tomorrow', 'date', false],
      ['d > "not a date"', '2024-01-31', 'date', false],
      ['d = "2024-1-31"', '2024-01-31', 'date', false],
      ['d != "2024-01-31"', '2024-02-30', 'date', true],
      ['d in ["2024-01-31", "2024-02-01"]', '2024-02-01T08:00', 'date', true],
      ['d contains "2024"', '2024-02-01', 'date', true],
    ])('%s with %j typed %s is %s', (text, value, type, expected) => {
      expect(decide(text, { d: value }, type === undefined ? {} : { d: type })).toBe(expected);
    });
  });

  describe('when comparing booleans', () => {
    it.each<[string, unknown, ValueType | undefined, boolean]>([
      ['b = true', true, undefined, true],
      ['b = true', false, undefined, false],
      ['b = false', false, undefined, true],
      ['b = true', 'yes', 'boolean', true],
      ['b = true', 'TRUE', undefined, true],
      ['b = false', 'No', 'boolean', true],
      ['b = true', 1, 'boolean', true],
      ['b = true', 'maybe', 'boolean', false],
      ['b != true', 'maybe', 'boolean', true],
      ['b < true', false, 'boolean', false],
      ['b = "yes"', true, 'boolean', true],
    ])('%s with %j typed %s is %s', (text, value, type, expected) => {
      expect(decide(text, { b: value }, type === undefined ? {} : { b: type })).toBe(expected);
    });
  });

  describe('when the answer is a list', () => {
    itDecidesEach({ tags: ['VIP', ' Urgent', 3], people: [{ name: 'a' }] }, { tags: 'list' }, [
      ['tags contains "vip"', true],
      ['tags contains "urgent"', true],
      ['tags contains "urg"', false],
      ['tags contains 3', true],
      ['tags contains "3"', true],
      ['tags not contains "late"', true],
      ['tags in ["late", "vip"]', true],
      ['tags in ["late"]', false],
      ['tags not in ["late"]', true],
      ['tags = "VIP"', false],
      ['tags != "VIP"', true],
      ['tags > 1', false],
      ['people contains "a"', false],
      ['tags is answered', true],
      ['tags', true],
    ]);
  });

  describe('when the answer is missing', () => {
    it.each<[unknown]>([[undefined], [null], [''], ['   '], [[]], [Number.NaN], [new Date(Number.NaN)]])('%j is not answered', (value) => {
      const answers = { x: value };
      expect(decide('x is answered', answers)).toBe(false);
      expect(decide('x is not answered', answers)).toBe(true);
      expect(decide('x', answers)).toBe(false);
      for (const op of ['<', '<=', '>', '>=', 'contains']) expect(decide(`x ${op} ""`, answers)).toBe(false);
      for (const op of ['=', '<', '<=', '>', '>=', 'contains']) expect(decide(`x ${op} "a"`, answers)).toBe(false);
      expect(decide('x = 0', answers, { x: 'number' })).toBe(false);
      expect(decide('x = false', answers, { x: 'boolean' })).toBe(false);
      expect(decide('x in ["a"]', answers)).toBe(false);
      expect(decide('x != "a"', answers)).toBe(true);
      expect(decide('x not contains "a"', answers)).toBe(true);
      expect(decide('x not in ["a"]', answers)).toBe(true);
    });

    it.each<[unknown]>([[undefined], [''], [[]]])('%j equals a blank string, so that `x = ""` means not answered', (value) => {
      expect(decide('x = ""', { x: value })).toBe(true);
      expect(decide('x = "  "', { x: value })).toBe(true);
      expect(decide('x != ""', { x: value })).toBe(false);
      expect(decide('x in ["n/a", ""]', { x: value })).toBe(true);
      expect(decide('x not in [""]', { x: value })).toBe(false);
      expect(decide('x = ""', { x: value }, { x: 'number' })).toBe(true);
    });

    it.each<[unknown]>([['a'], [0], [false], [['a']]])('%j does not equal a blank string', (value) => {
      expect(decide('x = ""', { x: value })).toBe(false);
      expect(decide('x != ""', { x: value })).toBe(true);
    });

    it.each<[unknown]>([[false], [0], ['0'], ['no'], [{}], [[null]]])('%j is answered', (value) => {
      expect(decide('x is answered', { x: value })).toBe(true);
      expect(decide('x is not answered', { x: value })).toBe(false);
    });
  });

  describe('when a name is used as a boolean', () => {
    it.each<[unknown, ValueType | undefined, boolean]>([
      [true, undefined, true],
      [false, undefined, false],
      [0, undefined, false],
      [1, undefined, true],
      ['', undefined, false],
      ['yes', undefined, true],
      ['false', undefined, true],
      ['false', 'boolean', false],
      ['No', 'boolean', false],
      ['yes', 'boolean', true],
      ['0', 'number', false],
      ['0.5', 'number', true],
      [[], 'list', false],
      [['a'], 'list', true],
      [{}, undefined, true],
      [undefined, undefined, false],
    ])('%j typed %s is %s', (value, type, expected) => {
      expect(decide('x', { x: value }, type === undefined ? {} : { x: type })).toBe(expected);
    });
  });

  describe('when given loop variables', () => {
    it('reads them like any name', () => {
      const loop = { '@index': 0, '@number': 1, '@first': true, '@last': false, '@count': 3 };
      expect(decide('@first and not @last and @index = 0 and @number = 1 and @count > 2', loop)).toBe(true);
      expect(decide('@index', loop)).toBe(false);
    });
  });

  describe('when combining conditions', () => {
    itDecidesEach({ client_age: '19', marital_status: ' Married ', has_partner: false }, { client_age: 'number' }, [
      ['client_age >= 18 and (marital_status = "married" or has_partner)', true],
      ['client_age >= 21 and (marital_status = "married" or has_partner)', false],
      ['client_age >= 21 or marital_status = "married" and not has_partner', true],
      ['not (client_age >= 18)', false],
      ['not not client_age', true],
    ]);

    it('keeps "not" the exact opposite for every operator and odd value', () => {
      const values: unknown[] = [undefined, null, '', 'a', ' A ', 0, 1, '1', Number.NaN, true, false, [], ['a'], {}, new Date(Number.NaN), '2024-01-01', Symbol('s')];
      const conditions = ['x = "a"', 'x = 1', 'x < 1', 'x >= "2024-01-01"', 'x contains "a"', 'x in ["a", 1]', 'x is answered', 'x'];
      const types: (ValueType | undefined)[] = [undefined, 'text', 'number', 'date', 'boolean', 'list'];
      for (const value of values) {
        for (const condition of conditions) {
          for (const type of types) {
            const typed = type === undefined ? {} : { x: type };
            expect(decide(`not (${condition})`, { x: value }, typed)).toBe(!decide(condition, { x: value }, typed));
          }
        }
      }
    });
  });

  describe('when the data is odd', () => {
    it.each<[unknown]>([
      [{ toString: () => { throw new Error('no'); } }],
      [Object.create(null)],
      [Symbol('s')],
      [() => 1],
      [new Map()],
      [[{ valueOf: () => { throw new Error('no'); } }]],
      [10n ** 400n],
    ])('never throws on %p', (value) => {
      const conditions = ['x = "a"', 'x != 1', 'x < 1', 'x > "2024-01-01"', 'x contains "a"', 'x in ["a"]', 'x is answered', 'x'];
      const types: (ValueType | undefined)[] = [undefined, 'text', 'number', 'currency', 'date', 'boolean', 'choice', 'list'];
      for (const condition of conditions) {
        for (const type of types) {
          expect(() => decide(condition, { x: value }, type === undefined ? {} : { x: type })).not.toThrow();
        }
      }
    });
  });

  describe('when no type function is given', () => {
    it('infers from the values', () => {
      const parsed = parseExpression('x > 9');
      expect(parsed.ok && evaluateExpression(parsed.value, () => '10')).toBe(true);
    });
  });
});
