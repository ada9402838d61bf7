import { checkFilter } from './check-filter';
import { FILTER_NAMES } from './filter-names';

describe('checkFilter', () => {
  describe('when the filter and its arguments are right', () => {
    it.each([
      ['upper', []],
      ['default', ['N/A']],
      ['default', [0]],
      ['date', []],
      ['date', ['MMMM d, yyyy']],
      ['date', ["d 'de' MMMM 'de' yyyy"]],
      ['number', [2]],
      ['number', [0]],
      ['currency', ['usd']],
      ['join', [', ', ' and ']],
      ['join', []],
      ['plural', ['child', 'children']],
      ['yesno', []],
      ['yesno', ['Oui', 'Non']],
      ['yesno', ['Yes', 'No', 'Not answered']],
    ] as const)('accepts %s with %j', (name, args) => {
      expect(checkFilter(name, args)).toBeUndefined();
    });

    it('accepts every filter of the fixed set with the arguments of its example', () => {
      const examples: Record<string, ReadonlyArray<string | number>> = { default: ['N/A'], plural: ['a', 'b'] };
      for (const name of FILTER_NAMES) expect(checkFilter(name, examples[name] ?? [])).toBeUndefined();
    });
  });

  describe('when the filter is unknown', () => {
    it('suggests the closest filter', () => {
      expect(checkFilter('uper', [])).toBe('Unknown filter "uper". Did you mean "upper"?');
      expect(checkFilter('Upper', [])).toBe('Unknown filter "Upper". Did you mean "upper"?');
      expect(checkFilter('ordinalwords', [])).toContain('Did you mean "ordinal_words"?');
    });

    it('lists the filters when nothing is close', () => {
      expect(checkFilter('shout', [])).toBe(`Unknown filter "shout". The filters are: ${FILTER_NAMES.join(', ')}.`);
    });

    it('refuses names that exist on objects but are no filters', () => {
      expect(checkFilter('constructor', [])).toContain('Unknown filter "constructor"');
      expect(checkFilter('toString', [])).toContain('Unknown filter "toString"');
    });
  });

  describe('when the number of arguments is wrong', () => {
    it.each([
      ['upper', ['x'], 'Filter "upper" takes no arguments, as in {{name | upper}}; it was given 1.'],
      ['default', [], 'Filter "default" takes exactly 1 argument, as in default: "N/A"; it was given 0.'],
      ['date', ['a', 'b'], 'Filter "date" takes at most 1 argument, as in date: "MMMM d, yyyy"; it was given 2.'],
      ['join', ['a', 'b', 'c'], 'Filter "join" takes at most 2 arguments, as in join: ", ", " and "; it was given 3.'],
      ['plural', ['child'], 'Filter "plural" takes exactly 2 arguments, as in plural: "child", "children"; it was given 1.'],
      ['yesno', ['Yes'], 'Filter "yesno" takes 0, 2 or 3 arguments, as in yesno: "Yes", "No"; it was given 1.'],
    ] as const)('refuses %s with %j', (name, args, message) => {
      expect(checkFilter(name, args)).toBe(message);
    });
  });

  describe('when an argument has the wrong kind', () => {
    it('says which argument and what it must be', () => {
      expect(checkFilter('number', ['2'])).toBe('Argument 1 of filter "number" must be a number, as in number: 2.');
      expect(checkFilter('date', [2024])).toBe('Argument 1 of filter "date" must be a quoted text, as in date: "MMMM d, yyyy".');
      expect(checkFilter('join', [', ', 1])).toBe('Argument 2 of filter "join" must be a quoted text, as in join: ", ", " and ".');
      expect(checkFilter('default', [Number.NaN])).toBe('Argument 1 of filter "default" must be a text or a number, as in default: "N/A".');
    });
  });

  describe('when an argument has the right kind but a bad value', () => {
    it('refuses a date pattern date-fns cannot use', () => {
      expect(checkFilter('date', ['MM/DD/YYYY'])).toContain('use "d" or "dd" for the day of the month');
      expect(checkFilter('date', ['YYYY'])).toContain('use "yyyy" for the year');
      expect(checkFilter('date', ['MMMM jj'])).toContain('unescaped latin alphabet character `j`');
    });

    it('refuses fraction digits that are not a whole number from 0 to 20', () => {
      expect(checkFilter('number', [2.5])).toContain('from 0 to 20');
      expect(checkFilter('number', [-1])).toContain('from 0 to 20');
      expect(checkFilter('number', [21])).toContain('from 0 to 20');
    });

    it('refuses a currency that is not a three-letter code', () => {
      expect(checkFilter('currency', ['$'])).toBe('Filter "currency" takes a three-letter ISO 4217 code, as in currency: "USD"; "$" is not one.');
      expect(checkFilter('currency', ['EURO'])).toContain('"EURO" is not one');
    });
  });
});
