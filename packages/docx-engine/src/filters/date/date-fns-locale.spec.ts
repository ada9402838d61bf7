import { dateFnsLocale } from './date-fns-locale';

describe('dateFnsLocale', () => {
  describe('when date-fns has the exact locale', () => {
    it('answers it', () => {
      expect(dateFnsLocale('en-GB').code).toBe('en-GB');
      expect(dateFnsLocale('fr-CA').code).toBe('fr-CA');
      expect(dateFnsLocale('de-AT').code).toBe('de-AT');
    });
  });

  describe('when date-fns has only the language', () => {
    it('answers the language', () => {
      expect(dateFnsLocale('fr-FR').code).toBe('fr');
      expect(dateFnsLocale('de-DE').code).toBe('de');
      expect(dateFnsLocale('nl-BE').code).toBe('nl-BE');
      expect(dateFnsLocale('it-CH').code).toBe('it-CH');
      expect(dateFnsLocale('es-MX').code).toBe('es');
    });
  });

  describe('when date-fns does not have the language or the tag is odd', () => {
    it('answers US English', () => {
      expect(dateFnsLocale('tlh').code).toBe('en-US');
      expect(dateFnsLocale('../../evil').code).toBe('en-US');
      expect(dateFnsLocale('').code).toBe('en-US');
    });
  });
});
