import { dateFnsLocale } from './date-fns-locale';

describe('dateFnsLocale', () => {
  it.each([
    ['the exact locale date-fns has', 'en-GB', 'en-GB'],
    ['the exact locale date-fns has', 'fr-CA', 'fr-CA'],
    ['the exact locale date-fns has', 'de-AT', 'de-AT'],
    ['the language, when date-fns has only that', 'fr-FR', 'fr'],
    ['the language, when date-fns has only that', 'de-DE', 'de'],
    ['the language, when date-fns has only that', 'nl-BE', 'nl-BE'],
    ['the language, when date-fns has only that', 'it-CH', 'it-CH'],
    ['the language, when date-fns has only that', 'es-MX', 'es'],
    ['US English, when date-fns does not have the language', 'tlh', 'en-US'],
    ['US English, when the tag is odd', '../../evil', 'en-US'],
    ['US English, when the tag is odd', '', 'en-US'],
  ])('answers %s (%j -> %s)', (_what, tag, code) => {
    expect(dateFnsLocale(tag).code).toBe(code);
  });
});
