import { arbitraryExpression } from './arbitrary-expression';
import { parseConditionJson } from '../src/parse-condition-json';
import { parseExpression } from '../src/parse-expression';
import { printExpression } from '../src/print-expression';
import { ok } from '../src/result';
import { toConditionJson } from '../src/to-condition-json';

const SEEDS = Array.from({ length: 2000 }, (_, index) => index + 1);

describe('round trips', () => {
  describe('when a condition is printed and parsed back', () => {
    it('gives the same tree, for 2,000 generated conditions', () => {
      for (const seed of SEEDS) {
        const expr = arbitraryExpression({ seed });
        const text = printExpression(expr);
        expect({ seed, text, parsed: parseExpression(text) }).toEqual({ seed, text, parsed: ok(expr) });
      }
    });
  });

  describe('when a condition is turned into JSON and read back', () => {
    it('gives the same tree, also through JSON text, for 2,000 generated conditions', () => {
      for (const seed of SEEDS) {
        const expr = arbitraryExpression({ seed });
        const json = JSON.parse(JSON.stringify(toConditionJson(expr))) as unknown;
        expect({ seed, parsed: parseConditionJson(json) }).toEqual({ seed, parsed: ok(expr) });
      }
    });
  });

  describe('when canonical text is printed again', () => {
    it('is unchanged (printing is idempotent)', () => {
      for (const seed of SEEDS.slice(0, 300)) {
        const text = printExpression(arbitraryExpression({ seed }));
        const reparsed = parseExpression(text);
        expect(reparsed.ok && printExpression(reparsed.value)).toBe(text);
      }
    });
  });
});
