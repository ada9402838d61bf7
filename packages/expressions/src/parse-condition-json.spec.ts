import type { Expr } from './expression';
import { MAX_EXPRESSION_LENGTH, MAX_NESTING_DEPTH } from './evaluation/limits';
import { parseConditionJson } from './parse-condition-json';
import { parseExpression } from './parse-expression';
import { ok } from './result';
import { toConditionJson } from './to-condition-json';

const fromText = (text: string): Expr => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

const nestedNot = (levels: number): unknown => {
  let json: unknown = { alias: 'x', op: 'truthy' };
  for (let level = 0; level < levels; level += 1) json = { not: json };
  return json;
};

describe('parseConditionJson', () => {
  describe('when given each operator', () => {
    it.each<[unknown, string]>([
      [{ alias: 'age', op: 'eq', value: 18 }, 'age = 18'],
      [{ alias: 'age', op: 'ne', value: 18 }, 'age != 18'],
      [{ alias: 'age', op: 'lt', value: 18 }, 'age < 18'],
      [{ alias: 'age', op: 'lte', value: 18 }, 'age <= 18'],
      [{ alias: 'age', op: 'gt', value: 18 }, 'age > 18'],
      [{ alias: 'age', op: 'gte', value: 18 }, 'age >= 18'],
      [{ alias: 'tags', op: 'contains', value: 'vip' }, 'tags contains "vip"'],
      [{ alias: 'tags', op: 'notContains', value: 'vip' }, 'tags not contains "vip"'],
      [{ alias: 'state', op: 'in', value: ['CA', 'NY'] }, 'state in ["CA", "NY"]'],
      [{ alias: 'state', op: 'notIn', value: [] }, 'state not in []'],
      [{ alias: 'spouse', op: 'answered' }, 'spouse is answered'],
      [{ alias: 'spouse', op: 'notAnswered' }, 'spouse is not answered'],
      [{ alias: 'married', op: 'truthy' }, 'married'],
      [{ alias: 'flag', op: 'eq', value: false }, 'flag = false'],
      [{ alias: 'd', op: 'gt', value: '2024-01-31' }, 'd > 2024-01-31'],
      [{ alias: '@last', op: 'truthy' }, '@last'],
      [{ alias: 'Petitioner Name', op: 'truthy' }, '`Petitioner Name`'],
    ])('reads %j like %s', (json, text) => {
      expect(parseConditionJson(json)).toEqual(ok(fromText(text)));
    });
  });

  describe('when given groups', () => {
    it('reads the example of the specification', () => {
      const json = {
        all: [
          { alias: 'client_age', op: 'gte', value: 18 },
          { any: [{ alias: 'marital_status', op: 'eq', value: 'married' }, { alias: 'has_partner', op: 'truthy' }] },
          { not: { alias: 'deceased', op: 'truthy' } },
        ],
      };
      expect(parseConditionJson(json)).toEqual(ok(fromText('client_age >= 18 and (marital_status = "married" or has_partner) and not deceased')));
    });

    it('reads a group of one as its condition', () => {
      expect(parseConditionJson({ any: [{ all: [{ alias: 'x', op: 'truthy' }] }] })).toEqual(ok(fromText('x')));
    });

    it('trims names and writes loop variables in lower case', () => {
      expect(parseConditionJson({ all: [{ alias: ' x ', op: 'truthy' }, { alias: '@First', op: 'truthy' }] })).toEqual(ok(fromText('x and @first')));
    });

    it('reads -0 as 0', () => {
      const parsed = parseConditionJson({ alias: 'x', op: 'eq', value: -0 });
      expect(parsed.ok && parsed.value.kind === 'compare' && Object.is(parsed.value.value, 0)).toBe(true);
    });
  });

  describe('when the JSON is wrong', () => {
    it.each<[unknown, string, string, string]>([
      [null, 'notACondition', '$', 'Expected a condition: an object with "alias" and "op", or with "all", "any" or "not"'],
      ['x = 1', 'notACondition', '$', 'Expected a condition: an object with "alias" and "op", or with "all", "any" or "not"'],
      [[], 'notACondition', '$', 'Expected a condition: an object with "alias" and "op", or with "all", "any" or "not"'],
      [{ all: {} }, 'notACondition', '$.all', 'Expected a list of conditions'],
      [{ all: [] }, 'emptyGroup', '$.all', '"all" must list at least one condition'],
      [{ any: [] }, 'emptyGroup', '$.any', '"any" must list at least one condition'],
      [{ all: [{ alias: 'x', op: 'truthy' }, 5] }, 'notACondition', '$.all[1]', 'Expected a condition: an object with "alias" and "op", or with "all", "any" or "not"'],
      [{ all: [], any: [] }, 'unknownProperty', '$.any', 'Unexpected property "any": a condition with "all" has no other property'],
      [{ not: { alias: 'x', op: 'truthy' }, alias: 'y' }, 'unknownProperty', '$.alias', 'Unexpected property "alias": a condition with "not" has no other property'],
      [{}, 'missingProperty', '$.alias', 'Missing "alias": the name the condition reads'],
      [{ alias: 'x' }, 'missingProperty', '$.op', 'Missing "op": one of eq, ne, lt, lte, gt, gte, contains, notContains, in, notIn, answered, notAnswered, truthy'],
      [{ alias: 'x', op: 'eq', vaule: 1 }, 'unknownProperty', '$.vaule', 'Unexpected property "vaule": expected "alias", "op" and "value", or one of "all", "any", "not"'],
      [{ all: [{ any: [{ alias: 'x', op: 'gtee', value: 1 }] }] }, 'unknownOperator', '$.all[0].any[0].op', 'Unknown operator "gtee": expected one of eq, ne, lt, lte, gt, gte, contains, notContains, in, notIn, answered, notAnswered, truthy'],
      [{ alias: 'x', op: 3 }, 'unknownOperator', '$.op', 'Unknown operator a non-string: expected one of eq, ne, lt, lte, gt, gte, contains, notContains, in, notIn, answered, notAnswered, truthy'],
      [{ alias: 'x', op: 'eq' }, 'missingProperty', '$.value', 'Missing "value": operator "eq" compares with a value'],
      [{ alias: 'x', op: 'answered', value: true }, 'unknownProperty', '$.value', 'Operator "answered" takes no value'],
      [{ alias: 'x', op: 'eq', value: null }, 'invalidValue', '$.value', 'Expected a string, a finite number or a boolean'],
      [{ alias: 'x', op: 'eq', value: ['a'] }, 'invalidValue', '$.value', 'Expected a string, a finite number or a boolean'],
      [{ alias: 'x', op: 'eq', value: { a: 1 } }, 'invalidValue', '$.value', 'Expected a string, a finite number or a boolean'],
      [{ alias: 'x', op: 'eq', value: Number.NaN }, 'invalidValue', '$.value', 'Expected a string, a finite number or a boolean'],
      [{ alias: 'x', op: 'eq', value: Number.POSITIVE_INFINITY }, 'invalidValue', '$.value', 'Expected a string, a finite number or a boolean'],
      [{ alias: 'x', op: 'in', value: 'a' }, 'invalidValue', '$.value', 'Expected a list of strings, numbers or booleans for operator "in"'],
      [{ alias: 'x', op: 'notIn', value: ['a', ['b']] }, 'invalidValue', '$.value[1]', 'Expected a string, a finite number or a boolean'],
      [{ alias: 5, op: 'truthy' }, 'invalidName', '$.alias', 'Expected a name (a string)'],
      [{ alias: '  ', op: 'truthy' }, 'invalidName', '$.alias', 'The name is empty'],
      [{ alias: 'a}b', op: 'truthy' }, 'invalidName', '$.alias', 'The name holds a character a name may not have: ` { } | or a control character'],
      [{ alias: '@foo', op: 'truthy' }, 'invalidName', '$.alias', 'Names starting with "@" are loop variables: @index, @number, @first, @last, @count'],
    ])('reports %j', (json, reason, path, message) => {
      expect(parseConditionJson(json)).toEqual({ ok: false, error: { _tag: 'ConditionJsonError', reason, path, message } });
    });

    it('does not take inherited properties for its own', () => {
      const json = Object.create({ alias: 'x', op: 'truthy' }) as unknown;
      expect(parseConditionJson(json)).toEqual({
        ok: false,
        error: { _tag: 'ConditionJsonError', reason: 'missingProperty', path: '$.alias', message: 'Missing "alias": the name the condition reads' },
      });
    });

    it('reads "__proto__" as an unknown property', () => {
      const parsed = parseConditionJson(JSON.parse('{"alias":"x","op":"truthy","__proto__":{"a":1}}'));
      expect(parsed.ok === false && parsed.error.path).toBe('$.__proto__');
    });
  });

  describe('when the JSON is hostile', () => {
    it(`accepts ${MAX_NESTING_DEPTH} levels of nesting, whose text form parses back`, () => {
      const parsed = parseConditionJson(nestedNot(MAX_NESTING_DEPTH));
      expect(parsed.ok).toBe(true);
    });

    it(`refuses ${MAX_NESTING_DEPTH + 1} levels, with the path of the level that is too deep`, () => {
      const parsed = parseConditionJson(nestedNot(MAX_NESTING_DEPTH + 1));
      expect(parsed).toEqual({
        ok: false,
        error: { _tag: 'ConditionJsonError', reason: 'tooDeep', path: `$${'.not'.repeat(MAX_NESTING_DEPTH)}`, message: `Conditions are nested more than ${MAX_NESTING_DEPTH} levels deep` },
      });
    });

    it('refuses nesting far deeper than the stack could take, without overflowing', () => {
      const parsed = parseConditionJson(nestedNot(100_000));
      expect(parsed.ok === false && parsed.error.reason).toBe('tooDeep');
    });

    it('refuses a cycle (not made by JSON.parse, but possible for an unknown value) as too deep', () => {
      const cycle: { not?: unknown } = {};
      cycle.not = cycle;
      const parsed = parseConditionJson(cycle);
      expect(parsed.ok === false && parsed.error.reason).toBe('tooDeep');
    });

    it('refuses a condition whose text form would be too long', () => {
      const json = { alias: 'x', op: 'in', value: Array.from({ length: 2000 }, (_, index) => index) };
      const parsed = parseConditionJson(json);
      expect(parsed.ok === false && parsed.error).toEqual({
        _tag: 'ConditionJsonError',
        reason: 'tooLarge',
        path: '$',
        message: expect.stringMatching(new RegExp(`^The condition is too large: its text form has \\d+ characters, the limit is ${MAX_EXPRESSION_LENGTH}$`)) as unknown,
      });
    });
  });
});

describe('toConditionJson', () => {
  describe('when given every kind of condition', () => {
    it('writes the JSON form', () => {
      expect(toConditionJson(fromText('a >= 18 and (b in ["x"] or not c) and d is answered and e is not answered and f not contains "y"'))).toEqual({
        all: [
          { alias: 'a', op: 'gte', value: 18 },
          { any: [{ alias: 'b', op: 'in', value: ['x'] }, { not: { alias: 'c', op: 'truthy' } }] },
          { alias: 'd', op: 'answered' },
          { alias: 'e', op: 'notAnswered' },
          { alias: 'f', op: 'notContains', value: 'y' },
        ],
      });
    });
  });

  describe('when given calculations', () => {
    it.each<[unknown, string]>([
      [{ left: { multiply: [{ alias: 'qty' }, { alias: 'price' }] }, op: 'gt', right: 100 }, 'qty * price > 100'],
      [{ left: { call: 'years_between', args: [{ alias: 'dob' }, { call: 'today' }] }, op: 'gte', right: 18 }, 'years_between(dob, today()) >= 18'],
      [{ left: 1, op: 'eq', right: 1 }, '1 = 1'],
      [{ left: { alias: 'paid' }, op: 'gte', right: { alias: 'total' } }, 'paid >= total'],
      [{ truthy: true }, 'true'],
      [{ truthy: { call: 'count', args: [{ alias: 'children' }] } }, 'count(children)'],
      [{ truthy: { neg: { alias: 'x' } } }, '-x'],
      [{ left: { subtract: [{ alias: 'a' }, { add: [{ alias: 'b' }, 1] }] }, op: 'eq', right: { divide: [4, 2] } }, 'a - (b + 1) = 4 / 2'],
    ])('reads %j', (json, text) => {
      expect(parseConditionJson(json)).toEqual(ok(fromText(text)));
    });

    it.each<[unknown, string]>([
      [{ left: { alias: 'age' }, op: 'gte', right: 18 }, 'age >= 18'],
      [{ truthy: { alias: 'married' } }, 'married'],
      [{ left: { alias: 'x' }, op: 'eq', right: { neg: 5 } }, 'x = -5'],
      [{ truthy: { neg: { neg: 0 } } }, '0'],
    ])('keeps one form for one tree: %j is read as %s', (json, text) => {
      const read = parseConditionJson(json);
      expect(read).toEqual(ok(fromText(text)));
      expect(read.ok && toConditionJson(read.value)).toEqual(toConditionJson(fromText(text)));
    });

    it.each<[unknown, string, string, string]>([
      [{ left: 1, op: 'in', right: [1] }, 'unknownOperator', '$.op', 'Unknown operator "in" for a comparison of values: expected one of eq, ne, lt, lte, gt, gte, contains, notContains ("in", "notIn", "answered" and "notAnswered" test a name: write { "alias", "op", "value" })'],
      [{ left: 1, op: 'eq' }, 'missingProperty', '$.right', 'Missing "right": the value on the right of the operator'],
      [{ left: 1, right: 1 }, 'missingProperty', '$.op', 'Missing "op": one of eq, ne, lt, lte, gt, gte, contains, notContains'],
      [{ left: 1, op: 'eq', right: 1, value: 2 }, 'unknownProperty', '$.value', 'Unexpected property "value": a comparison of values has "left", "op" and "right"'],
      [{ left: [1], op: 'eq', right: 1 }, 'notAValue', '$.left', 'Expected a value: a string, a finite number, a boolean, or an object with "alias", "neg", "add", "subtract", "multiply", "divide" or "call"'],
      [{ left: { pow: [1, 2] }, op: 'eq', right: 1 }, 'notAValue', '$.left', 'Expected a value: a string, a finite number, a boolean, or an object with "alias", "neg", "add", "subtract", "multiply", "divide" or "call"'],
      [{ truthy: { add: [1] } }, 'notAValue', '$.truthy.add', 'Expected a list of two values for "add"'],
      [{ truthy: { add: [1, 2], neg: 1 } }, 'unknownProperty', '$.truthy.add', 'Unexpected property "add": a value with "neg" has no other property'],
      [{ truthy: { call: 'sqrt', args: [2] } }, 'unknownFunction', '$.truthy.call', 'Unknown function "sqrt": the functions are sum, count, min, max, round, floor, ceil, abs, today, add_days, add_months, add_years, days_between, years_between'],
      [{ truthy: { call: 'round', args: [] } }, 'wrongArity', '$.truthy.args', 'The function round takes 1 or 2 arguments, as in round(number, digits); it was given 0'],
      [{ truthy: { call: 'abs', args: [{ alias: '' }] } }, 'invalidName', '$.truthy.args[0].alias', 'The name is empty'],
      [{ truthy: Infinity }, 'invalidValue', '$.truthy', 'Expected a string, a finite number or a boolean'],
      [{ truthy: 1, x: 1 }, 'unknownProperty', '$.x', 'Unexpected property "x": a condition with "truthy" has no other property'],
    ])('refuses %j', (json, reason, path, message) => {
      expect(parseConditionJson(json)).toEqual({ ok: false, error: { _tag: 'ConditionJsonError', reason, path, message } });
    });

    it('refuses calculations nested deeper than the limit', () => {
      let value: unknown = { alias: 'x' };
      for (let level = 0; level < MAX_NESTING_DEPTH + 1; level += 1) value = { neg: value };
      expect(parseConditionJson({ truthy: value })).toMatchObject({ ok: false, error: { reason: 'tooDeep' } });
    });

    it('refuses a tree whose text form would be nested too deeply to read back', () => {
      // a - (b - (c - …)): each level is one object in JSON but a parenthesis and an operator in text.
      let value: unknown = { alias: 'x' };
      for (let level = 0; level < 40; level += 1) value = { subtract: [{ alias: 'a' }, value] };
      expect(parseConditionJson({ truthy: value })).toMatchObject({ ok: false, error: { reason: 'tooDeep', path: '$' } });
    });
  });
});
