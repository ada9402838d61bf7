import type { Expr, Value } from '../src/expression';
import { MAX_EXPRESSION_LENGTH, MAX_FUNCTION_ARGUMENTS, MAX_NESTING_DEPTH } from '../src/evaluation/limits';
import { parseCalculation, parseExpression } from '../src/parse-expression';
import { ok } from '../src/result';

const name = (text: string): Value => ({ kind: 'name', name: text });
const num = (value: number): Value => ({ kind: 'literal', value });
const op = (kind: 'add' | 'subtract' | 'multiply' | 'divide', left: Value, right: Value): Value => ({ kind: 'arithmetic', op: kind, left, right });
const call = (fn: string, ...args: Value[]): Value => ({ kind: 'call', name: fn, args }) as Value;

describe('parseCalculation', () => {
  describe('when operators are mixed', () => {
    it.each<[string, Value]>([
      ['a + b * c', op('add', name('a'), op('multiply', name('b'), name('c')))],
      ['a * b + c', op('add', op('multiply', name('a'), name('b')), name('c'))],
      ['(a + b) * c', op('multiply', op('add', name('a'), name('b')), name('c'))],
      ['a - b - c', op('subtract', op('subtract', name('a'), name('b')), name('c'))],
      ['a - (b - c)', op('subtract', name('a'), op('subtract', name('b'), name('c')))],
      ['a / b / c', op('divide', op('divide', name('a'), name('b')), name('c'))],
      ['a / b * c', op('multiply', op('divide', name('a'), name('b')), name('c'))],
      ['-a * b', op('multiply', { kind: 'negate', operand: name('a') }, name('b'))],
      ['-(a + b)', { kind: 'negate', operand: op('add', name('a'), name('b')) }],
      ['--a', { kind: 'negate', operand: { kind: 'negate', operand: name('a') } }],
      ['2 * -3', op('multiply', num(2), num(-3))],
      ['-5', num(-5)],
      ['--5', num(5)],
      ['-0', num(0)],
      ['a - -5', op('subtract', name('a'), num(-5))],
      ['x-1', op('subtract', name('x'), num(1))],
      ['x -y', op('subtract', name('x'), name('y'))],
      ['5-3', op('subtract', num(5), num(3))],
      ['qty*unit_price', op('multiply', name('qty'), name('unit_price'))],
      ['@index + 1', op('add', name('@index'), num(1))],
      ['`Unit Price` * 2', op('multiply', name('Unit Price'), num(2))],
      ['0.1 + 0.2', op('add', num(0.1), num(0.2))],
    ])('reads %s', (text, expected) => {
      expect(parseCalculation(text)).toEqual(ok(expected));
    });

    it('reads a hyphen between letters as part of a name (data keys such as e-mail)', () => {
      expect(parseCalculation('e-mail')).toEqual(ok(name('e-mail')));
      expect(parseCalculation('first-name.last-part')).toEqual(ok(name('first-name.last-part')));
      expect(parseCalculation('e - mail')).toEqual(ok(op('subtract', name('e'), name('mail'))));
    });
  });

  describe('when functions are called', () => {
    it.each<[string, Value]>([
      ['sum(items, "amount")', call('sum', name('items'), { kind: 'literal', value: 'amount' })],
      ['SUM(items)', call('sum', name('items'))],
      ['today()', call('today')],
      ['round(x, 2)', call('round', name('x'), num(2))],
      ['round( sum(items,"a") * 1.2 , 2 )', call('round', op('multiply', call('sum', name('items'), { kind: 'literal', value: 'a' }), num(1.2)), num(2))],
      ['max(a, b, 3)', call('max', name('a'), name('b'), num(3))],
      ['add_months(start, -1)', call('add_months', name('start'), num(-1))],
      ['years_between(date_of_birth, today())', call('years_between', name('date_of_birth'), call('today'))],
      ['abs(-x)', call('abs', { kind: 'negate', operand: name('x') })],
    ])('reads %s', (text, expected) => {
      expect(parseCalculation(text)).toEqual(ok(expected));
    });

    it('reads a word and a "(" with a space between as a name and a group, not a call', () => {
      const parsed = parseCalculation('Fee (USD)');
      expect(parsed.ok === false && parsed.error.message).toBe('Expected "+", "-", "*", "/" or end of input after "Fee" at position 4, found "("');
    });
  });

  describe('when the calculation is wrong', () => {
    it.each<[string, string, number, string]>([
      ['qty *', 'unexpectedToken', 5, 'Expected a value after "*" at position 5, found end of input'],
      ['qty * * 2', 'unexpectedToken', 6, 'Expected a value after "*" at position 6, found "*"'],
      ['+5', 'unexpectedToken', 0, 'Expected a value at position 0, found "+"'],
      ['foo(x)', 'unknownFunction', 0, 'Unknown function "foo" at position 0: the functions are sum, count, min, max, round, floor, ceil, abs, today, add_days, add_months, add_years, days_between, years_between'],
      ['2 * sqrt(x)', 'unknownFunction', 4, 'Unknown function "sqrt" at position 4: the functions are sum, count, min, max, round, floor, ceil, abs, today, add_days, add_months, add_years, days_between, years_between'],
      ['round()', 'wrongArity', 0, 'The function round at position 0 takes 1 or 2 arguments, as in round(number, digits); it was given 0'],
      ['1 + round(1, 2, 3)', 'wrongArity', 4, 'The function round at position 4 takes 1 or 2 arguments, as in round(number, digits); it was given 3'],
      ['today(1)', 'wrongArity', 0, 'The function today at position 0 takes no arguments, as in today(); it was given 1'],
      ['add_days(d)', 'wrongArity', 0, 'The function add_days at position 0 takes 2 arguments, as in add_days(date, days); it was given 1'],
      ['count(a, b)', 'wrongArity', 0, 'The function count at position 0 takes 1 argument, as in count(list); it was given 2'],
      ['sum(items', 'unexpectedToken', 9, 'Expected "," or ")" after "items" at position 9, found end of input'],
      ['sum(items,)', 'unexpectedToken', 10, 'Expected a value after "," at position 10, found ")"'],
      ['a > b', 'unexpectedToken', 2, 'Expected "+", "-", "*", "/" or end of input after "a" at position 2, found ">"'],
      ['(a and b)', 'unexpectedToken', 0, 'Expected a value at position 0, found a condition'],
      ['2 + (a > 1)', 'unexpectedToken', 4, 'Expected a value after "+" at position 4, found a condition'],
      ['-(a or b)', 'unexpectedToken', 1, 'Expected a value after "-" at position 1, found a condition'],
      ['sum(items, (a or b))', 'unexpectedToken', 11, 'Expected a value after "," at position 11, found a condition'],
    ])('reports %j', (text, reason, position, message) => {
      const parsed = parseCalculation(text);
      expect(parsed.ok === false && [parsed.error.reason, parsed.error.position, parsed.error.message]).toEqual([reason, position, message]);
    });
  });

  describe('when the input is hostile', () => {
    it(`accepts a chain of ${MAX_NESTING_DEPTH} operators and refuses one more, at that operator`, () => {
      const terms = (count: number): string => Array.from({ length: count }, (_, index) => `x${index}`).join(' + ');
      expect(parseCalculation(terms(MAX_NESTING_DEPTH + 1)).ok).toBe(true);
      const parsed = parseCalculation(terms(MAX_NESTING_DEPTH + 2));
      const lastPlus = terms(MAX_NESTING_DEPTH + 2).lastIndexOf('+');
      expect(parsed.ok === false && [parsed.error.reason, parsed.error.position]).toEqual(['tooDeep', lastPlus]);
    });

    it('counts parentheses, minus signs, functions and operators together', () => {
      const nested = (levels: number): string => `${'abs('.repeat(levels)}x${')'.repeat(levels)}`;
      expect(parseCalculation(nested(MAX_NESTING_DEPTH)).ok).toBe(true);
      expect(parseCalculation(nested(MAX_NESTING_DEPTH + 1))).toMatchObject({ ok: false, error: { reason: 'tooDeep', position: MAX_NESTING_DEPTH * 4 } });
      expect(parseCalculation(`${'-'.repeat(MAX_NESTING_DEPTH)}x`).ok).toBe(true);
      expect(parseCalculation(`${'-'.repeat(MAX_NESTING_DEPTH + 1)}x`)).toMatchObject({ ok: false, error: { reason: 'tooDeep' } });
      expect(parseCalculation(`1 + ${'('.repeat(MAX_NESTING_DEPTH - 1)}x * 2${')'.repeat(MAX_NESTING_DEPTH - 1)}`)).toMatchObject({ ok: false, error: { reason: 'tooDeep' } });
      expect(parseCalculation(`${'('.repeat(MAX_NESTING_DEPTH - 1)}x * 2${')'.repeat(MAX_NESTING_DEPTH - 1)}`).ok).toBe(true);
    });

    it('refuses nesting far deeper than the stack could take, without overflowing', () => {
      expect(parseCalculation('-'.repeat(MAX_EXPRESSION_LENGTH))).toMatchObject({ ok: false, error: { reason: 'tooDeep' } });
      expect(parseCalculation('abs('.repeat(MAX_EXPRESSION_LENGTH / 4))).toMatchObject({ ok: false, error: { reason: 'tooDeep' } });
    });

    it(`refuses more than ${MAX_FUNCTION_ARGUMENTS} arguments, before reading them all`, () => {
      const args = (count: number): string => Array.from({ length: count }, () => '1').join(', ');
      expect(parseCalculation(`max(${args(MAX_FUNCTION_ARGUMENTS)})`).ok).toBe(true);
      const parsed = parseCalculation(`max(${args(MAX_FUNCTION_ARGUMENTS + 1)}, "never closed`);
      expect(parsed.ok === false && [parsed.error.reason, parsed.error.message]).toEqual([
        'wrongArity',
        `The function max at position 0 takes 1 to ${MAX_FUNCTION_ARGUMENTS} arguments, as in max(a, b, …) or max(list, "field"); it was given ${MAX_FUNCTION_ARGUMENTS + 1}`,
      ]);
    });
  });
});

describe('parseExpression with calculations', () => {
  const truthy = (text: string): Expr => ({ kind: 'truthy', name: text });

  it.each<[string, Expr]>([
    ['years_between(date_of_birth, today()) >= 18', { kind: 'compareValues', left: call('years_between', name('date_of_birth'), call('today')), op: 'gte', right: num(18) }],
    ['1 = 1', { kind: 'compareValues', left: num(1), op: 'eq', right: num(1) }],
    ['true', { kind: 'valueTest', value: { kind: 'literal', value: true } }],
    ['FALSE', { kind: 'valueTest', value: { kind: 'literal', value: false } }],
    ['18 <= age', { kind: 'compareValues', left: num(18), op: 'lte', right: name('age') }],
    ['paid >= total', { kind: 'compareValues', left: name('paid'), op: 'gte', right: name('total') }],
    ['x = -5', { kind: 'compare', name: 'x', op: 'eq', value: -5 }],
    ['x in [-5, 2]', { kind: 'compare', name: 'x', op: 'in', value: [-5, 2] }],
    ['(x)', truthy('x')],
    ['count(children)', { kind: 'valueTest', value: call('count', name('children')) }],
    ['(a + b) * 2 > 10', { kind: 'compareValues', left: op('multiply', op('add', name('a'), name('b')), num(2)), op: 'gt', right: num(10) }],
    ['not a + 1 > 2', { kind: 'not', item: { kind: 'compareValues', left: op('add', name('a'), num(1)), op: 'gt', right: num(2) } }],
    ['a - b = 0 and c', { kind: 'all', items: [{ kind: 'compareValues', left: op('subtract', name('a'), name('b')), op: 'eq', right: num(0) }, truthy('c')] }],
    ['name contains first', { kind: 'compareValues', left: name('name'), op: 'contains', right: name('first') }],
    ['e-mail is answered', { kind: 'answered', name: 'e-mail' }],
  ])('reads %s', (text, expected) => {
    expect(parseExpression(text)).toEqual(ok(expected));
  });

  it.each<[string, number, string]>([
    ['x + 1 in [1, 2]', 0, 'Expected a name before "in" at position 0: only a name\'s answer can be tested this way'],
    ['sum(a) is answered', 0, 'Expected a name before "is answered" at position 0: only a name\'s answer can be tested this way'],
    ['(a > 1) * 2', 8, 'Expected "and", "or" or end of input after ")" at position 8, found "*"'],
    ['x = (a or b)', 4, 'Expected a value after "=" at position 4, found a condition'],
    ['x >= ', 5, 'Expected a value after ">=" at position 5, found end of input'],
    ['5 y', 2, 'Expected an operator after the number 5 at position 2, found "y"'],
  ])('reports %j', (text, position, message) => {
    const parsed = parseExpression(text);
    expect(parsed.ok === false && [parsed.error.position, parsed.error.message]).toEqual([position, message]);
  });
});
