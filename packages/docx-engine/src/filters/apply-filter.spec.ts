import { applyFilter } from './apply-filter';
import type { FilterArg } from './filter-arg';
import { aFilterContext } from './filter-context.builder';
import type { FilterContext } from './filter-context';

const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';

const apply = (name: string, value: unknown, args: ReadonlyArray<FilterArg> = [], ctx: FilterContext = aFilterContext()): unknown => {
  const result = applyFilter(name, value, args, ctx);
  if (!result.ok) throw new Error(`expected ${name} to succeed, got: ${result.error}`);
  return result.value;
};

const failure = (name: string, value: unknown, args: ReadonlyArray<FilterArg> = [], ctx: FilterContext = aFilterContext()): string => {
  const result = applyFilter(name, value, args, ctx);
  if (result.ok) throw new Error(`expected ${name} to fail, got: ${String(result.value)}`);
  return result.error;
};

describe('applyFilter', () => {
  describe('when the filter or its arguments are wrong', () => {
    it('answers the compile-time message instead of running', () => {
      expect(failure('uper', 'x')).toBe('Unknown filter "uper". Did you mean "upper"?');
      expect(failure('plural', 2, ['child'])).toContain('takes exactly 2 arguments');
    });
  });

  describe('upper, lower, capitalize, title, trim', () => {
    describe('when given text', () => {
      it('changes its case as asked', () => {
        expect(apply('upper', 'Jane Doe')).toBe('JANE DOE');
        expect(apply('lower', 'Jane DOE')).toBe('jane doe');
        expect(apply('capitalize', 'acme LLC')).toBe('Acme LLC');
        expect(apply('capitalize', '  élodie')).toBe('  Élodie');
        expect(apply('title', "mary-jane o'neil of 3rd street")).toBe("Mary-Jane O'neil Of 3rd Street");
        expect(apply('trim', '  Jane \n')).toBe('Jane');
      });

      it('uses the rules of the locale', () => {
        expect(apply('upper', 'straße', [], aFilterContext({ locale: 'de-DE' }))).toBe('STRASSE');
        expect(apply('upper', 'istanbul', [], aFilterContext({ locale: 'tr-TR' }))).toBe('İSTANBUL');
        expect(apply('lower', 'ÉLODIE', [], aFilterContext({ locale: 'fr-FR' }))).toBe('élodie');
      });
    });

    describe('when given something else than text', () => {
      it('works on the value as it would be shown', () => {
        expect(apply('upper', true, [], aFilterContext({ locale: 'fr-FR' }))).toBe('OUI');
        expect(apply('upper', ['a', 'b'])).toBe('A, B');
        expect(apply('upper', '2024-03-05', [], aFilterContext({ type: 'date', format: 'MMMM d' }))).toBe('MARCH 5');
      });

      it('lets a missing value through for the missing option or a later default', () => {
        expect(apply('upper', null)).toBeNull();
        expect(apply('title', undefined)).toBeUndefined();
        expect(apply('trim', '   ')).toBe('   ');
      });

      it('refuses a group of fields', () => {
        expect(failure('upper', { name: 'Jane' })).toBe('Filter "upper" needs a text; it was given a group of fields.');
      });
    });
  });

  describe('default', () => {
    describe('when the value is missing', () => {
      it.each([[null], [undefined], [''], ['  '], [[]], [Number.NaN]])('answers the default for %p', (value) => {
        expect(apply('default', value, ['N/A'])).toBe('N/A');
      });
    });

    describe('when the value is answered', () => {
      it.each([['Jane'], [0], [false], [['a']]])('keeps %p', (value) => {
        expect(apply('default', value, ['N/A'])).toEqual(value);
      });
    });
  });

  describe('date', () => {
    describe('when given a calendar date', () => {
      it('formats it with date-fns tokens in the locale', () => {
        expect(apply('date', '2024-03-05', ['MMMM d, yyyy'])).toBe('March 5, 2024');
        expect(apply('date', '2024-03-05', ['d MMMM yyyy'], aFilterContext({ locale: 'en-GB' }))).toBe('5 March 2024');
        expect(apply('date', '2024-03-05', ['EEEE d MMMM yyyy'], aFilterContext({ locale: 'fr-FR' }))).toBe('mardi 5 mars 2024');
        expect(apply('date', '2024-03-05', ['EEEE, d. MMMM yyyy'], aFilterContext({ locale: 'de-DE' }))).toBe('Dienstag, 5. März 2024');
        expect(apply('date', '2024-03-05', ["do 'day of' MMMM"])).toBe('5th day of March');
      });

      it('never moves it to another day, whatever the time zone', () => {
        for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York', 'Asia/Tokyo', 'UTC']) {
          expect(apply('date', '2024-03-05', ['yyyy-MM-dd'], aFilterContext({ timeZone }))).toBe('2024-03-05');
          expect(apply('date', '2024-03-05', [], aFilterContext({ timeZone }))).toBe('March 5, 2024');
        }
      });

      it('reads a Date object at UTC midnight as a calendar date', () => {
        expect(apply('date', new Date('2024-03-05'), ['MMMM d, yyyy'], aFilterContext({ timeZone: 'America/Los_Angeles' }))).toBe('March 5, 2024');
      });
    });

    describe('when given an instant', () => {
      it('shows it in the time zone of the request', () => {
        const ctx = aFilterContext({ timeZone: 'America/New_York' });
        expect(apply('date', '2024-03-05T23:30:00Z', ['yyyy-MM-dd HH:mm XXX'], ctx)).toBe('2024-03-05 18:30 -05:00');
        expect(apply('date', '2024-03-05T23:30:00Z', ['MMMM d'], aFilterContext({ timeZone: 'Asia/Tokyo' }))).toBe('March 6');
        expect(apply('date', '2024-07-01T12:00:00+02:00', ['HH:mm'], aFilterContext({ timeZone: 'Europe/London' }))).toBe('11:00');
        expect(apply('date', new Date(Date.UTC(2024, 2, 5, 23, 30)), ['HH:mm'], aFilterContext({ timeZone: 'Europe/Paris' }))).toBe('00:30');
      });

      it('shows a date-time without an offset as written', () => {
        expect(apply('date', '2024-03-05T09:15', ['d MMM yyyy HH:mm'], aFilterContext({ timeZone: 'Asia/Tokyo' }))).toBe('5 Mar 2024 09:15');
      });
    });

    describe('when no pattern is given', () => {
      it('uses the alias format', () => {
        expect(apply('date', '2024-03-05', [], aFilterContext({ type: 'date', format: 'dd/MM/yyyy' }))).toBe('05/03/2024');
      });

      it('uses the long date of the locale without an alias format', () => {
        expect(apply('date', '2024-03-05', [], aFilterContext({ locale: 'en-GB' }))).toBe('5 March 2024');
        expect(apply('date', '2024-03-05', [], aFilterContext({ locale: 'fr-FR' }))).toBe('5 mars 2024');
        expect(apply('date', '2024-03-05', [], aFilterContext({ locale: 'de-DE' }))).toBe('5. März 2024');
      });

      it('does not take a currency alias format for a date pattern', () => {
        expect(apply('date', '2024-03-05', [], aFilterContext({ type: 'currency', format: 'EUR' }))).toBe('March 5, 2024');
      });
    });

    describe('when the value is no date', () => {
      it.each([['next Tuesday'], ['2024-02-30'], ['2024-13-01'], ['2024-03-05T25:00'], [20240305], [{}]])('refuses %p', (value) => {
        expect(failure('date', value, ['yyyy'])).toMatch(/^Filter "date" needs a date such as "2024-03-05"; it was given /);
      });

      it('lets a missing value through', () => {
        expect(apply('date', null, ['yyyy'])).toBeNull();
        expect(apply('date', '', ['yyyy'])).toBe('');
      });
    });

    describe('when the pattern or the time zone is bad', () => {
      it('answers a clear error', () => {
        expect(failure('date', '2024-03-05', ['MM/DD/YYYY'])).toContain('use "d" or "dd" for the day of the month');
        expect(failure('date', '2024-03-05', [], aFilterContext({ type: 'date', format: 'qq jj' }))).toContain('is not valid');
        expect(failure('date', '2024-03-05', ['yyyy'], aFilterContext({ timeZone: 'Mars/Olympus' }))).toBe(
          'Unknown time zone "Mars/Olympus"; use an IANA name such as "Europe/Paris".',
        );
      });
    });
  });

  describe('number', () => {
    describe('when given a number or a numeric text', () => {
      it('groups thousands in the locale', () => {
        expect(apply('number', 1234567.891)).toBe('1,234,567.891');
        expect(apply('number', 1234567.891, [2])).toBe('1,234,567.89');
        expect(apply('number', '1234.5', [2], aFilterContext({ locale: 'en-GB' }))).toBe('1,234.50');
        expect(apply('number', 1234567.891, [2], aFilterContext({ locale: 'fr-FR' }))).toBe(`1${NARROW_NBSP}234${NARROW_NBSP}567,89`);
        expect(apply('number', 1234567.891, [2], aFilterContext({ locale: 'de-DE' }))).toBe('1.234.567,89');
        expect(apply('number', 3.7, [0])).toBe('4');
      });
    });

    describe('when given something else', () => {
      it.each([['abc'], ['1,234'], [true], [{}], [Number.POSITIVE_INFINITY]])('refuses %p', (value) => {
        expect(failure('number', value)).toMatch(/^Filter "number" needs a number; it was given /);
      });

      it('lets NaN and null through as missing', () => {
        expect(apply('number', Number.NaN)).toBeNaN();
        expect(apply('number', null)).toBeNull();
      });
    });
  });

  describe('currency', () => {
    describe('when given a code', () => {
      it('shows the amount in the locale', () => {
        expect(apply('currency', 1234.5, ['USD'])).toBe('$1,234.50');
        expect(apply('currency', 1234.5, ['gbp'], aFilterContext({ locale: 'en-GB' }))).toBe('£1,234.50');
        expect(apply('currency', 1234.5, ['EUR'], aFilterContext({ locale: 'fr-FR' }))).toBe(`1${NARROW_NBSP}234,50${NBSP}€`);
        expect(apply('currency', 1234.5, ['EUR'], aFilterContext({ locale: 'de-DE' }))).toBe(`1.234,50${NBSP}€`);
        expect(apply('currency', -5, ['USD'])).toBe('-$5.00');
      });
    });

    describe('when no code is given', () => {
      it('takes the code of a currency alias', () => {
        expect(apply('currency', 10, [], aFilterContext({ type: 'currency', format: 'JPY' }))).toBe('¥10');
      });

      it('says a code is needed otherwise', () => {
        expect(failure('currency', 10)).toContain('needs a currency code');
      });
    });
  });

  describe('words', () => {
    describe('when given a whole number', () => {
      it('spells it in English', () => {
        expect(apply('words', 123)).toBe('one hundred twenty-three');
        expect(apply('words', 0)).toBe('zero');
        expect(apply('words', '1000000')).toBe('one million');
        expect(apply('words', -7)).toBe('minus seven');
      });
    });

    describe('when given a fraction', () => {
      it('writes hundredths as legal documents do', () => {
        expect(apply('words', 1234.45)).toBe('one thousand two hundred thirty-four and 45/100');
        expect(apply('words', 10.5)).toBe('ten and 50/100');
        expect(apply('words', 2.999)).toBe('three');
      });
    });

    describe('when the number cannot be spelt', () => {
      it('answers an error', () => {
        expect(failure('words', 1e20)).toContain('too large');
        expect(failure('words', 'many')).toContain('needs a number');
      });
    });
  });

  describe('ordinal and ordinal_words', () => {
    describe('when given a whole number', () => {
      it.each([
        [1, '1st', 'first'],
        [2, '2nd', 'second'],
        [3, '3rd', 'third'],
        [11, '11th', 'eleventh'],
        [12, '12th', 'twelfth'],
        [21, '21st', 'twenty-first'],
        [102, '102nd', 'one hundred second'],
      ])('writes %p as %p and %p', (value, ordinal, words) => {
        expect(apply('ordinal', value)).toBe(ordinal);
        expect(apply('ordinal_words', value)).toBe(words);
      });

      it('writes the ordinal mark of the locale', () => {
        expect(apply('ordinal', 1, [], aFilterContext({ locale: 'fr-FR' }))).toBe('1er');
        expect(apply('ordinal', 21, [], aFilterContext({ locale: 'fr-FR' }))).toBe('21e');
        expect(apply('ordinal', 21, [], aFilterContext({ locale: 'de-DE' }))).toBe('21.');
        expect(apply('ordinal', 22, [], aFilterContext({ locale: 'en-GB' }))).toBe('22nd');
      });
    });

    describe('when given a fraction', () => {
      it('answers an error', () => {
        expect(failure('ordinal', 2.5)).toBe('Filter "ordinal" needs a whole number; it was given 2.5.');
        expect(failure('ordinal_words', 2.5)).toContain('not a whole number');
      });
    });
  });

  describe('join', () => {
    describe('when given a list', () => {
      it('joins the items, with a last separator when given', () => {
        expect(apply('join', ['A', 'B', 'C'], [', ', ' and '])).toBe('A, B and C');
        expect(apply('join', ['A', 'B'], [', ', ' and '])).toBe('A and B');
        expect(apply('join', ['A'], [', ', ' and '])).toBe('A');
        expect(apply('join', ['A', 'B', 'C'])).toBe('A, B, C');
        expect(apply('join', ['A', 'B', 'C'], ['; '])).toBe('A; B; C');
      });

      it('shows every item as a value and leaves out empty ones', () => {
        expect(apply('join', [1234, null, '', true], [', '], aFilterContext({ locale: 'de-DE' }))).toBe('1234, Ja');
      });
    });

    describe('when given a single value', () => {
      it('shows it alone', () => {
        expect(apply('join', 'A', [', '])).toBe('A');
      });
    });
  });

  describe('plural', () => {
    describe('when given a number', () => {
      it('picks the form by the rules of the locale', () => {
        expect(apply('plural', 1, ['child', 'children'])).toBe('child');
        expect(apply('plural', 2, ['child', 'children'])).toBe('children');
        expect(apply('plural', 0, ['child', 'children'])).toBe('children');
        expect(apply('plural', '1', ['child', 'children'])).toBe('child');
        expect(apply('plural', 0, ['enfant', 'enfants'], aFilterContext({ locale: 'fr-FR' }))).toBe('enfant');
      });
    });

    describe('when given a list', () => {
      it('picks the form by its length', () => {
        expect(apply('plural', ['Ann'], ['child', 'children'])).toBe('child');
        expect(apply('plural', ['Ann', 'Bob'], ['child', 'children'])).toBe('children');
        expect(apply('plural', null, ['child', 'children'])).toBe('children');
      });
    });

    describe('when given something else', () => {
      it('answers an error', () => {
        expect(failure('plural', 'some', ['child', 'children'])).toBe('Filter "plural" needs a number or a list; it was given "some".');
      });
    });
  });

  describe('yesno', () => {
    describe('when given no words', () => {
      it('answers yes or no in the locale language', () => {
        expect(apply('yesno', true)).toBe('Yes');
        expect(apply('yesno', false)).toBe('No');
        expect(apply('yesno', true, [], aFilterContext({ locale: 'fr-FR' }))).toBe('Oui');
        expect(apply('yesno', false, [], aFilterContext({ locale: 'de-DE' }))).toBe('Nein');
      });
    });

    describe('when given words', () => {
      it('uses them, with the third for an unanswered value', () => {
        expect(apply('yesno', 'anything', ['Agreed', 'Declined'])).toBe('Agreed');
        expect(apply('yesno', 0, ['Agreed', 'Declined'])).toBe('Declined');
        expect(apply('yesno', '', ['Agreed', 'Declined'])).toBe('Declined');
        expect(apply('yesno', null, ['Agreed', 'Declined'])).toBe('Declined');
        expect(apply('yesno', null, ['Agreed', 'Declined', 'Pending'])).toBe('Pending');
        expect(apply('yesno', false, ['Agreed', 'Declined', 'Pending'])).toBe('Declined');
      });
    });
  });

  describe('count, first, last', () => {
    describe('when given a list', () => {
      it('answers its length and its ends', () => {
        expect(apply('count', ['a', 'b', 'c'])).toBe(3);
        expect(apply('first', ['a', 'b', 'c'])).toBe('a');
        expect(apply('last', ['a', 'b', 'c'])).toBe('c');
        expect(apply('first', [{ name: 'Ann' }])).toEqual({ name: 'Ann' });
      });
    });

    describe('when given an empty list or nothing', () => {
      it('counts zero and has no ends', () => {
        expect(apply('count', [])).toBe(0);
        expect(apply('count', null)).toBe(0);
        expect(apply('first', [])).toBeUndefined();
        expect(apply('last', [])).toBeUndefined();
      });
    });

    describe('when given a single value', () => {
      it('treats it as a list of one', () => {
        expect(apply('count', 'a')).toBe(1);
        expect(apply('first', 'a')).toBe('a');
        expect(apply('last', 7)).toBe(7);
      });
    });
  });

  describe('when filters are chained', () => {
    it('passes each result to the next', () => {
      const ctx = aFilterContext();
      const chain = (value: unknown, steps: ReadonlyArray<readonly [string, ReadonlyArray<FilterArg>]>): unknown =>
        steps.reduce((current, [name, args]) => apply(name, current, args, ctx), value);
      expect(chain(null, [['upper', []], ['default', ['N/A']]])).toBe('N/A');
      expect(chain(['ann', 'bob'], [['last', []], ['capitalize', []]])).toBe('Bob');
      expect(chain('JANE DOE', [['lower', []], ['title', []]])).toBe('Jane Doe');
      expect(chain(['a', 'b'], [['count', []], ['words', []]])).toBe('two');
    });
  });
});
