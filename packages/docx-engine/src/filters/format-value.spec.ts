import { aFilterContext } from './filter-context.builder';
import { formatValue } from './format-value';

describe('formatValue', () => {
  describe('when the value is text', () => {
    it('keeps it as it is', () => {
      expect(formatValue('Jane <Doe> & Co', aFilterContext())).toBe('Jane <Doe> & Co');
      expect(formatValue('2024-03-05', aFilterContext())).toBe('2024-03-05');
    });

    it('shows an ISO date as a date for a date alias', () => {
      expect(formatValue('2024-03-05', aFilterContext({ type: 'date' }))).toBe('March 5, 2024');
      expect(formatValue('2024-03-05', aFilterContext({ type: 'date', format: 'd MMMM yyyy', locale: 'fr-FR' }))).toBe('5 mars 2024');
      expect(formatValue('soon', aFilterContext({ type: 'date' }))).toBe('soon');
    });

    it('falls back to the long date when the alias format cannot be used', () => {
      expect(formatValue('2024-03-05', aFilterContext({ type: 'date', format: 'MM/DD/YYYY' }))).toBe('March 5, 2024');
    });
  });

  describe('when the value is a number', () => {
    it('uses the locale, without thousands separators when the alias does not say it is a number', () => {
      expect(formatValue(2024, aFilterContext())).toBe('2024');
      expect(formatValue(1234.5, aFilterContext({ locale: 'de-DE' }))).toBe('1234,5');
      expect(formatValue(0.1 + 0.2, aFilterContext())).toBe('0.3');
    });

    it('groups thousands for a number alias, with its fraction digits', () => {
      expect(formatValue(1234.5, aFilterContext({ type: 'number' }))).toBe('1,234.5');
      expect(formatValue(1234.5, aFilterContext({ type: 'number', format: '2', locale: 'de-DE' }))).toBe('1.234,50');
    });

    it('shows an amount in the currency of a currency alias', () => {
      expect(formatValue(1234.5, aFilterContext({ type: 'currency', format: 'USD' }))).toBe('$1,234.50');
      expect(formatValue(1234.5, aFilterContext({ type: 'currency', locale: 'en-GB' }))).toBe('1,234.50');
    });

    it('shows nothing for NaN and infinities', () => {
      expect(formatValue(Number.NaN, aFilterContext())).toBe('');
      expect(formatValue(Number.NEGATIVE_INFINITY, aFilterContext())).toBe('');
    });

    it('shows a big integer', () => {
      expect(formatValue(12n, aFilterContext())).toBe('12');
      expect(formatValue(2n ** 70n, aFilterContext())).toBe('1180591620717411303424');
    });
  });

  describe('when the value is a yes/no answer', () => {
    it('answers in the locale language', () => {
      expect(formatValue(true, aFilterContext())).toBe('Yes');
      expect(formatValue(false, aFilterContext({ locale: 'fr-FR' }))).toBe('Non');
      expect(formatValue(true, aFilterContext({ locale: 'de-DE' }))).toBe('Ja');
      expect(formatValue(true, aFilterContext({ locale: 'ja-JP' }))).toBe('Yes');
    });
  });

  describe('when the value is a Date object', () => {
    it('shows a calendar date without moving it', () => {
      expect(formatValue(new Date('2024-03-05'), aFilterContext({ timeZone: 'America/New_York' }))).toBe('March 5, 2024');
    });

    it('shows an instant on its day in the time zone', () => {
      expect(formatValue(new Date('2024-03-05T23:30:00Z'), aFilterContext({ timeZone: 'Asia/Tokyo' }))).toBe('March 6, 2024');
    });

    it('shows nothing for an invalid date', () => {
      expect(formatValue(new Date('nope'), aFilterContext())).toBe('');
    });
  });

  describe('when the value is a list', () => {
    it('joins its items shown as values', () => {
      expect(formatValue(['Ann', 1234, null, '', false], aFilterContext())).toBe('Ann, 1234, No');
      expect(formatValue([], aFilterContext())).toBe('');
    });
  });

  describe('when the value is missing or has fields', () => {
    it('shows nothing', () => {
      expect(formatValue(null, aFilterContext())).toBe('');
      expect(formatValue(undefined, aFilterContext())).toBe('');
      expect(formatValue({ name: 'Ann' }, aFilterContext())).toBe('');
    });
  });

  describe('when the locale or the time zone is bad', () => {
    it('still shows the value, in US English or UTC', () => {
      expect(formatValue(1234.5, aFilterContext({ locale: 'not a locale!', type: 'number' }))).toBe('1,234.5');
      expect(formatValue('2024-03-05', aFilterContext({ type: 'date', timeZone: 'Nowhere/Land' }))).toBe('March 5, 2024');
    });
  });
});
