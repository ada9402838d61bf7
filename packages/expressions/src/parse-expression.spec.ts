import type { Expr } from './expression';
import { MAX_EXPRESSION_LENGTH, MAX_NESTING_DEPTH } from './evaluation/limits';
import { parseExpression } from './parse-expression';
import { ok } from './result';

const truthy = (name: string): Expr => ({ kind: 'truthy', name });

describe('parseExpression', () => {
  describe('when given each comparison operator', () => {
    it.each<[string, Expr]>([
      ['age = 18', { kind: 'compare', name: 'age', op: 'eq', value: 18 }],
      ['age == 18', { kind: 'compare', name: 'age', op: 'eq', value: 18 }],
      ['age != 18', { kind: 'compare', name: 'age', op: 'ne', value: 18 }],
      ['age < 18', { kind: 'compare', name: 'age', op: 'lt', value: 18 }],
      ['age <= 18', { kind: 'compare', name: 'age', op: 'lte', value: 18 }],
      ['age > 18', { kind: 'compare', name: 'age', op: 'gt', value: 18 }],
      ['age >= 18', { kind: 'compare', name: 'age', op: 'gte', value: 18 }],
      ['tags contains "vip"', { kind: 'compare', name: 'tags', op: 'contains', value: 'vip' }],
      ['tags not contains "vip"', { kind: 'compare', name: 'tags', op: 'notContains', value: 'vip' }],
      ['state in ["CA", "NY"]', { kind: 'compare', name: 'state', op: 'in', value: ['CA', 'NY'] }],
      ['state not in ["CA"]', { kind: 'compare', name: 'state', op: 'notIn', value: ['CA'] }],
      ['state in []', { kind: 'compare', name: 'state', op: 'in', value: [] }],
      ['spouse is answered', { kind: 'answered', name: 'spouse' }],
      ['spouse is not answered', { kind: 'notAnswered', name: 'spouse' }],
      ['married', truthy('married')],
      ['not married', { kind: 'not', item: truthy('married') }],
    ])('reads %s', (text, expected) => {
      expect(parseExpression(text)).toEqual(ok(expected));
    });
  });

  describe('when operators are written without spaces or in another case', () => {
    it.each<[string, Expr]>([
      ['age>=18', { kind: 'compare', name: 'age', op: 'gte', value: 18 }],
      ['state IN ["a","b"]', { kind: 'compare', name: 'state', op: 'in', value: ['a', 'b'] }],
      ['tags NOT Contains "x"', { kind: 'compare', name: 'tags', op: 'notContains', value: 'x' }],
      ['x IS NOT ANSWERED', { kind: 'notAnswered', name: 'x' }],
      ['a AND b Or NOT c', { kind: 'any', items: [{ kind: 'all', items: [truthy('a'), truthy('b')] }, { kind: 'not', item: truthy('c') }] }],
      ['flag = TRUE', { kind: 'compare', name: 'flag', op: 'eq', value: true }],
      ['  \t\n x\u00a0=\u00a01  ', { kind: 'compare', name: 'x', op: 'eq', value: 1 }],
    ])('reads %j', (text, expected) => {
      expect(parseExpression(text)).toEqual(ok(expected));
    });
  });

  describe('when "and", "or" and "not" are combined', () => {
    it.each<[string, Expr]>([
      ['a or b and c', { kind: 'any', items: [truthy('a'), { kind: 'all', items: [truthy('b'), truthy('c')] }] }],
      ['a and b or c', { kind: 'any', items: [{ kind: 'all', items: [truthy('a'), truthy('b')] }, truthy('c')] }],
      ['(a or b) and c', { kind: 'all', items: [{ kind: 'any', items: [truthy('a'), truthy('b')] }, truthy('c')] }],
      ['a and b and c', { kind: 'all', items: [truthy('a'), truthy('b'), truthy('c')] }],
      ['(a and b) and c', { kind: 'all', items: [{ kind: 'all', items: [truthy('a'), truthy('b')] }, truthy('c')] }],
      ['not a and b', { kind: 'all', items: [{ kind: 'not', item: truthy('a') }, truthy('b')] }],
      ['not (a and b)', { kind: 'not', item: { kind: 'all', items: [truthy('a'), truthy('b')] } }],
      ['not x = 1', { kind: 'not', item: { kind: 'compare', name: 'x', op: 'eq', value: 1 } }],
      ['not not a', { kind: 'not', item: { kind: 'not', item: truthy('a') } }],
      ['((a))', truthy('a')],
    ])('reads %s', (text, expected) => {
      expect(parseExpression(text)).toEqual(ok(expected));
    });

    it('reads the example of the specification', () => {
      expect(parseExpression('client_age >= 18 and (marital_status = "married" or has_partner)')).toEqual(
        ok({
          kind: 'all',
          items: [
            { kind: 'compare', name: 'client_age', op: 'gte', value: 18 },
            { kind: 'any', items: [{ kind: 'compare', name: 'marital_status', op: 'eq', value: 'married' }, truthy('has_partner')] },
          ],
        }),
      );
    });
  });

  describe('when given names', () => {
    it.each<[string, string]>([
      ['client_name', 'client_name'],
      ['_x9', '_x9'],
      ['child.name', 'child.name'],
      ['children.0.name', 'children.0.name'],
      ['@index', '@index'],
      ['@number', '@number'],
      ['@first', '@first'],
      ['@last', '@last'],
      ['@Count', '@count'],
      ['`Petitioner Name`', 'Petitioner Name'],
      ['`and`', 'and'],
      ['` spaced `', 'spaced'],
      ['`âge`', 'âge'],
      ['andy', 'andy'],
      ['not_married', 'not_married'],
      ['in.x', 'in.x'],
    ])('reads %s as the name %j', (text, name) => {
      expect(parseExpression(text)).toEqual(ok(truthy(name)));
    });
  });

  describe('when given values', () => {
    it.each<[string, unknown]>([
      ['"married"', 'married'],
      ["'married'", 'married'],
      ['“married”', 'married'],
      ['‘married’', 'married'],
      ['"it’s"', 'it’s'],
      ['"say \\"hi\\""', 'say "hi"'],
      ["'it\\'s'", "it's"],
      ['"a\\\\b\\n\\r\\t"', 'a\\b\n\r\t'],
      ['"\\u00e9\\u00E9"', 'éé'],
      ['"émoji 🎉"', 'émoji 🎉'],
      ['""', ''],
      ['18', 18],
      ['-5', -5],
      ['2.50', 2.5],
      ['1e3', 1000],
      ['1.5E-7', 1.5e-7],
      ['-0', 0],
      ['true', true],
      ['false', false],
      ['2024-02-29', '2024-02-29'],
      ['"2024-02-30"', '2024-02-30'],
    ])('reads %s', (text, value) => {
      expect(parseExpression(`x = ${text}`)).toEqual(ok({ kind: 'compare', name: 'x', op: 'eq', value }));
    });

    it('reads -0 as 0 (so that trees compare equal)', () => {
      const parsed = parseExpression('x = -0');
      expect(parsed.ok && parsed.value.kind === 'compare' && Object.is(parsed.value.value, 0)).toBe(true);
    });

    it('reads a list of mixed values', () => {
      expect(parseExpression('x in [ "a" , 2,true, 2024-01-31 ]')).toEqual(
        ok({ kind: 'compare', name: 'x', op: 'in', value: ['a', 2, true, '2024-01-31'] }),
      );
    });
  });

  describe('when the text is wrong', () => {
    it.each<[string, string, number, string, string, string]>([
      ['', 'unexpectedToken', 0, 'a condition', 'end of input', 'Expected a condition at position 0, found end of input'],
      ['   ', 'unexpectedToken', 3, 'a condition', 'end of input', 'Expected a condition at position 3, found end of input'],
      ['client_age >= ', 'unexpectedToken', 14, 'a value', 'end of input', 'Expected a value after ">=" at position 14, found end of input'],
      ['x y', 'unexpectedToken', 2, 'an operator', '"y"', 'Expected an operator after "x" at position 2, found "y"'],
      ['x "a"', 'unexpectedToken', 2, 'an operator', 'the string "a"', 'Expected an operator after "x" at position 2, found the string "a"'],
      ['x = [1]', 'unexpectedToken', 4, 'a value', '"["', 'Expected a value after "=" at position 4, found "["'],
      ['x = 5 y', 'unexpectedToken', 6, '"and", "or" or end of input', '"y"', 'Expected "and", "or" or end of input after the number 5 at position 6, found "y"'],
      ['x = 5)', 'unexpectedToken', 5, '"and", "or" or end of input', '")"', 'Expected "and", "or" or end of input after the number 5 at position 5, found ")"'],
      ['(x = 1', 'unexpectedToken', 6, '"and", "or" or ")"', 'end of input', 'Expected "and", "or" or ")" after the number 1 at position 6, found end of input'],
      ['()', 'unexpectedToken', 1, 'a condition', '")"', 'Expected a condition after "(" at position 1, found ")"'],
      ['a and', 'unexpectedToken', 5, 'a condition', 'end of input', 'Expected a condition after "and" at position 5, found end of input'],
      ['a or or b', 'unexpectedToken', 5, 'a condition', '"or"', 'Expected a condition after "or" at position 5, found "or"'],
      ['not', 'unexpectedToken', 3, 'a condition', 'end of input', 'Expected a condition after "not" at position 3, found end of input'],
      ['x not = 1', 'unexpectedToken', 6, '"contains" or "in"', '"="', 'Expected "contains" or "in" after "not" at position 6, found "="'],
      ['x is', 'unexpectedToken', 4, '"answered" or "not answered"', 'end of input', 'Expected "answered" or "not answered" after "is" at position 4, found end of input'],
      ['x is not', 'unexpectedToken', 8, '"answered"', 'end of input', 'Expected "answered" after "not" at position 8, found end of input'],
      ['x is empty', 'unexpectedToken', 5, '"answered" or "not answered"', '"empty"', 'Expected "answered" or "not answered" after "is" at position 5, found "empty"'],
      ['x in "a"', 'unexpectedToken', 5, 'a list', 'the string "a"', 'Expected a list after "in" at position 5, found the string "a"'],
      ['x in [1 2]', 'unexpectedToken', 8, '"," or "]"', 'the number 2', 'Expected "," or "]" after the number 1 at position 8, found the number 2'],
      ['x in [1,]', 'unexpectedToken', 8, 'a value', '"]"', 'Expected a value after "," at position 8, found "]"'],
      ['x in [1', 'unexpectedToken', 7, '"," or "]"', 'end of input', 'Expected "," or "]" after the number 1 at position 7, found end of input'],
      ['x in [[1]]', 'unexpectedToken', 6, 'a value', '"["', 'Expected a value after "[" at position 6, found "["'],
      ['x # 1', 'unexpectedToken', 2, 'an operator', '"#"', 'Expected an operator after "x" at position 2, found "#"'],
      ['x = 1 && y', 'unexpectedToken', 6, '"and", "or" or end of input', '"&"', 'Expected "and", "or" or end of input after the number 1 at position 6, found "&"'],
      ['x = 🎉', 'unexpectedToken', 4, 'a value', '"🎉"', 'Expected a value after "=" at position 4, found "🎉"'],
      ['x\u200b= 1', 'unexpectedToken', 1, 'an operator', 'the invisible character U+200B', 'Expected an operator after "x" at position 1, found the invisible character U+200B'],
      ['x = "🎉" y', 'unexpectedToken', 9, '"and", "or" or end of input', '"y"', 'Expected "and", "or" or end of input after the string "🎉" at position 9, found "y"'],
      ['âge = 1', 'unexpectedToken', 0, 'a condition', '"â"', 'Expected a condition at position 0, found "â"'],
      ['x = "abc', 'unterminatedString', 4, 'a closing "', 'end of input', 'Expected a closing " for the string that starts at position 4, found end of input'],
      ["x = 'abc\"", 'unterminatedString', 4, "a closing '", 'end of input', "Expected a closing ' for the string that starts at position 4, found end of input"],
      ['x = "a\\qb"', 'invalidEscape', 6, 'an escape: \\" \\\' \\\\ \\n \\r \\t or \\uXXXX', '"\\q"', 'Expected an escape (\\" \\\' \\\\ \\n \\r \\t or \\uXXXX) at position 6, found "\\q"'],
      ['x = "\\u12"', 'invalidEscape', 5, 'an escape: \\" \\\' \\\\ \\n \\r \\t or \\uXXXX', '"\\u12"', 'Expected an escape (\\" \\\' \\\\ \\n \\r \\t or \\uXXXX) at position 5, found "\\u12"'],
      ['x = 18abc', 'invalidNumber', 4, 'a number', '"18abc"', 'Expected a number at position 4, found "18abc"'],
      ['x = 1.', 'invalidNumber', 4, 'a number', '"1."', 'Expected a number at position 4, found "1."'],
      ['x = 1e999', 'invalidNumber', 4, 'a number', '"1e999"', 'The number at position 4 is too large'],
      ['x > 2024-02-30', 'invalidDate', 4, 'a valid date (YYYY-MM-DD)', '2024-02-30', 'Expected a valid date (YYYY-MM-DD) at position 4, found 2024-02-30'],
      ['child. = 1', 'invalidName', 6, 'a name or a number after "."', '" "', 'Expected a name or a number after "." at position 6, found " "'],
      ['child.', 'invalidName', 6, 'a name or a number after "."', 'end of input', 'Expected a name or a number after "." at position 6, found end of input'],
      ['`abc = 1', 'invalidName', 0, 'a closing `', 'end of input', 'Expected a closing ` for the name that starts at position 0, found end of input'],
      ['`a\nb` = 1', 'invalidName', 0, 'a closing `', 'a line break', 'Expected a closing ` for the name that starts at position 0, found a line break'],
      ['`` = 1', 'invalidName', 0, 'a name', '``', 'The name `` at position 0 is empty'],
      ['`a{b` = 1', 'invalidName', 0, 'a name', '`a{b`', 'The name `a{b` at position 0 holds a character a name may not have ({ } | or a control character)'],
      ['`@foo`', 'invalidName', 0, 'a name', '`@foo`', 'The name `@foo` at position 0 is no loop variable (@index, @number, @first, @last, @count)'],
      ['@foo', 'unknownLoopVariable', 0, 'one of @index, @number, @first, @last, @count', '"@foo"', 'Expected one of @index, @number, @first, @last, @count at position 0, found "@foo"'],
    ])('reports %j', (text, reason, position, expected, found, message) => {
      expect(parseExpression(text)).toEqual({ ok: false, error: { _tag: 'ExpressionSyntaxError', reason, position, expected, found, message } });
    });

    it('reports the first problem in reading order', () => {
      const parsed = parseExpression('x = = "never closed');
      expect(parsed.ok === false && parsed.error.position).toBe(4);
    });

    it('shortens long tokens in messages', () => {
      const parsed = parseExpression(`x ${'y'.repeat(200)}`);
      expect(parsed.ok === false && parsed.error.found).toBe(`"${'y'.repeat(29)}…"`);
    });
  });

  describe('when the input is hostile', () => {
    it(`accepts ${MAX_NESTING_DEPTH} levels of parentheses`, () => {
      const text = `${'('.repeat(MAX_NESTING_DEPTH)}x${')'.repeat(MAX_NESTING_DEPTH)}`;
      expect(parseExpression(text)).toEqual(ok(truthy('x')));
    });

    it(`refuses ${MAX_NESTING_DEPTH + 1} levels of parentheses, at the opening that is one too many`, () => {
      const text = `${'('.repeat(MAX_NESTING_DEPTH + 1)}x${')'.repeat(MAX_NESTING_DEPTH + 1)}`;
      expect(parseExpression(text)).toEqual({
        ok: false,
        error: {
          _tag: 'ExpressionSyntaxError',
          reason: 'tooDeep',
          position: MAX_NESTING_DEPTH,
          expected: `at most ${MAX_NESTING_DEPTH} levels of parentheses, "not", "-", functions and operators`,
          found: '"("',
          message: `Too deeply nested at position ${MAX_NESTING_DEPTH}: the limit is ${MAX_NESTING_DEPTH} levels of parentheses, "not", "-", functions and operators`,
        },
      });
    });

    it('counts "not" as a level', () => {
      const parsed = parseExpression(`${'not '.repeat(MAX_NESTING_DEPTH + 1)}x`);
      expect(parsed.ok === false && [parsed.error.reason, parsed.error.position]).toEqual(['tooDeep', MAX_NESTING_DEPTH * 4]);
      expect(parseExpression(`${'not '.repeat(MAX_NESTING_DEPTH)}x`).ok).toBe(true);
    });

    it('counts "not" and parentheses together', () => {
      const parsed = parseExpression(`${'not ('.repeat(MAX_NESTING_DEPTH)}x${')'.repeat(MAX_NESTING_DEPTH)}`);
      expect(parsed.ok === false && parsed.error.reason).toBe('tooDeep');
    });

    it('refuses nesting far deeper than the stack could take, without overflowing', () => {
      const parsed = parseExpression('('.repeat(MAX_EXPRESSION_LENGTH));
      expect(parsed.ok === false && parsed.error.reason).toBe('tooDeep');
    });

    it(`accepts ${MAX_EXPRESSION_LENGTH} characters`, () => {
      const text = `x = "${'a'.repeat(MAX_EXPRESSION_LENGTH - 6)}"`;
      expect(text).toHaveLength(MAX_EXPRESSION_LENGTH);
      expect(parseExpression(text).ok).toBe(true);
    });

    it('refuses a longer text before reading it', () => {
      const text = `x = "${'a'.repeat(1_000_000)}"`;
      expect(parseExpression(text)).toEqual({
        ok: false,
        error: {
          _tag: 'ExpressionSyntaxError',
          reason: 'tooLong',
          position: MAX_EXPRESSION_LENGTH,
          expected: `at most ${MAX_EXPRESSION_LENGTH} characters`,
          found: `${text.length} characters`,
          message: `The expression is too long: ${text.length} characters, the limit is ${MAX_EXPRESSION_LENGTH}`,
        },
      });
    });

    it('reads a long flat chain of conditions', () => {
      const text = Array.from({ length: 400 }, (_, index) => `a${index}`).join(' and ');
      const parsed = parseExpression(text);
      expect(parsed.ok && parsed.value.kind === 'all' && parsed.value.items.length).toBe(400);
    });

    it.each(['\u0000', '\ud800', '\u202e x', 'x = "\ud83d"', '{{x}}', 'x = 1 ; drop table', '__proto__', 'constructor.prototype'])('never throws on %j', (text) => {
      expect(() => parseExpression(text)).not.toThrow();
    });
  });
});
