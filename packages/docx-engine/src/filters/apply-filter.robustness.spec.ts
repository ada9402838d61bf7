import { applyFilter } from './apply-filter';
import type { FilterArg } from './filter-arg';
import { aFilterContext } from './filter-context.builder';
import { FILTER_NAMES } from './filter-names';
import { formatValue } from './format-value';

const ODD_VALUES: ReadonlyArray<unknown> = [
  undefined,
  null,
  '',
  ' ',
  'text',
  '2024-02-30',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13',
  0,
  -0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -1e21,
  2n ** 80n,
  true,
  false,
  [],
  [null, undefined, [1, [2]], { a: 1 }],
  {},
  { toString: () => 'sneaky' },
  Object.create(null),
  new Date(Number.NaN),
  new Date(8.64e15),
  new Date(-8.64e15),
  Symbol('s'),
  () => 'function',
];

const ARGUMENT_VARIANTS: ReadonlyArray<ReadonlyArray<FilterArg>> = [[], ['x'], [2], ['x', 'y'], ['EEEE', 'y', 'z'], ['USD'], [Number.NaN], [-1]];
const CONTEXTS = [
  aFilterContext(),
  aFilterContext({ locale: 'fr-FR', timeZone: 'Europe/Paris', type: 'date', format: 'EEEE d MMMM yyyy' }),
  aFilterContext({ locale: 'de-DE', timeZone: 'Pacific/Kiritimati', type: 'currency', format: 'EUR' }),
  aFilterContext({ locale: 'not-a-locale!!', timeZone: 'Nowhere/Land', type: 'number', format: '99' }),
];

describe('applyFilter and formatValue', () => {
  describe('when given any value, arguments and context', () => {
    it('answer a result or a text and never throw', () => {
      let calls = 0;
      for (const ctx of CONTEXTS) {
        for (const value of ODD_VALUES) {
          expect(typeof formatValue(value, ctx)).toBe('string');
          for (const name of [...FILTER_NAMES, 'unknown']) {
            for (const args of ARGUMENT_VARIANTS) {
              const result = applyFilter(name, value, args, ctx);
              expect(typeof result.ok).toBe('boolean');
              calls += 1;
            }
          }
        }
      }
      expect(calls).toBe(CONTEXTS.length * ODD_VALUES.length * (FILTER_NAMES.length + 1) * ARGUMENT_VARIANTS.length);
    });
  });
});
