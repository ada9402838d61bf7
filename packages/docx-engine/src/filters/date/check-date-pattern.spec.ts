import { checkDatePattern } from './check-date-pattern';

describe('checkDatePattern', () => {
  describe('when the pattern uses date-fns tokens', () => {
    it.each([['MMMM d, yyyy'], ['dd/MM/yyyy'], ['EEEE, d. MMMM yyyy'], ["do 'day of' MMMM"], ["'Day' d 'of the Year' yyyy"], ["h:mm a 'o''clock'"], ['yyyy-MM-dd HH:mm XXX']])(
      'accepts %p',
      (pattern) => {
        expect(checkDatePattern(pattern)).toBeUndefined();
      },
    );
  });

  describe('when the pattern uses the week-year or day-of-year tokens', () => {
    it('names the token that was meant', () => {
      expect(checkDatePattern('dd/MM/YYYY')).toBe('The date format "dd/MM/YYYY" uses "Y" (the week-numbering year, wrong around New Year); use "yyyy" for the year.');
      expect(checkDatePattern('DD.MM.yyyy')).toBe('The date format "DD.MM.yyyy" uses "D" (the day of the year); use "d" or "dd" for the day of the month.');
    });
  });

  describe('when the pattern has letters that are no tokens, or nothing', () => {
    it('explains how to write it', () => {
      expect(checkDatePattern('d MMMM yyyy at noon')).toBe(
        'The date format "d MMMM yyyy at noon" is not valid: Format string contains an unescaped latin alphabet character `n`. Use date-fns tokens such as "MMMM d, yyyy"; put other text in \'single quotes\'.',
      );
      expect(checkDatePattern('  ')).toBe('The date format is empty; write one such as "MMMM d, yyyy".');
    });
  });
});
