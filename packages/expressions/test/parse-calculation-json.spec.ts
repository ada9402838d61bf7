import { arbitraryExpression } from './arbitrary-expression';
import type { Expr, Value } from '../src/expression';
import { MAX_EXPRESSION_LENGTH } from '../src/evaluation/limits';
import { parseCalculationJson } from '../src/parse-condition-json';
import { parseCalculation } from '../src/parse-expression';
import { ok } from '../src/result';
import { toValueJson } from '../src/to-condition-json';

const fromText = (text: string): Value => {
  const parsed = parseCalculation(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

/** The calculations inside a generated condition. */
const valuesOf = (expr: Expr): Value[] => {
  switch (expr.kind) {
    case 'all':
    case 'any':
      return expr.items.flatMap(valuesOf);
    case 'not':
      return valuesOf(expr.item);
    case 'compareValues':
      return [expr.left, expr.right];
    case 'valueTest':
      return [expr.value];
    default:
      return [];
  }
};

describe('parseCalculationJson', () => {
  describe('when given a calculation (a computed alias’s formula)', () => {
    it.each<[unknown, string]>([
      [{ call: 'sum', args: [{ alias: 'items' }, 'amount'] }, 'sum(items, "amount")'],
      [{ multiply: [{ alias: 'qty' }, { alias: 'Unit Price' }] }, 'qty * `Unit Price`'],
      [{ add: [{ alias: 'subtotal' }, { multiply: [{ alias: 'subtotal' }, 0.2] }] }, 'subtotal + subtotal * 0.2'],
      [{ call: 'add_months', args: [{ alias: 'start' }, 6] }, 'add_months(start, 6)'],
      [{ neg: 5 }, '-5'],
      [{ alias: 'fee' }, 'fee'],
      [42, '42'],
      ['2024-02-29', '"2024-02-29"'],
    ])('reads %j like %s', (json, text) => {
      expect(parseCalculationJson(json)).toEqual(ok(fromText(text)));
    });

    it('reads back what toValueJson writes, through JSON text, for the calculations of 2,000 generated conditions', () => {
      let count = 0;
      for (let seed = 1; seed <= 2000; seed += 1) {
        for (const value of valuesOf(arbitraryExpression({ seed }))) {
          count += 1;
          const json = JSON.parse(JSON.stringify(toValueJson(value))) as unknown;
          expect({ seed, parsed: parseCalculationJson(json) }).toEqual({ seed, parsed: ok(value) });
        }
      }
      expect(count).toBeGreaterThan(500);
    });
  });

  describe('when given something that is no calculation', () => {
    it.each<[unknown, string, string]>([
      [{ alias: 'age', op: 'gte', value: 18 }, 'unknownProperty', '$.op'],
      [{ all: [] }, 'notAValue', '$'],
      [null, 'notAValue', '$'],
      [[1, 2], 'notAValue', '$'],
      [{ call: 'sqrt', args: [2] }, 'unknownFunction', '$.call'],
      [{ divide: [1] }, 'notAValue', '$.divide'],
    ])('refuses %j with a path', (json, reason, path) => {
      expect(parseCalculationJson(json)).toMatchObject({ ok: false, error: { _tag: 'ConditionJsonError', reason, path } });
    });

    it('refuses a calculation whose text form is too long', () => {
      const json = { add: ['x'.repeat(MAX_EXPRESSION_LENGTH), 1] };
      expect(parseCalculationJson(json)).toMatchObject({ ok: false, error: { reason: 'tooLarge', path: '$', message: expect.stringMatching(/^The calculation is too large/) as unknown } });
    });

    it('refuses a tree whose text form would be nested too deeply to read back', () => {
      let value: unknown = { alias: 'x' };
      for (let level = 0; level < 40; level += 1) value = { subtract: [{ alias: 'a' }, value] };
      expect(parseCalculationJson(value)).toMatchObject({ ok: false, error: { reason: 'tooDeep', path: '$', message: expect.stringMatching(/^The calculation is nested too deeply/) as unknown } });
    });
  });
});
