import type { Expr } from './expression';
import { MAX_EXPRESSION_LENGTH, MAX_NESTING_DEPTH } from './limits';
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
});
