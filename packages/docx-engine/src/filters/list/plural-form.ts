import { boundedCache } from '../bounded-cache';
import { supportedLocale } from '../supported-locale';

const cardinalRules = boundedCache<Intl.PluralRules>(256);

/**
 * The singular for a count the locale treats as one (1 in English; 0 and 1 in French), else the
 * plural.
 */
export const pluralForm = (count: number, locale: string, singular: string, plural: string): string => {
  const rules = cardinalRules(locale, () => new Intl.PluralRules(supportedLocale(locale)));
  return rules.select(count) === 'one' ? singular : plural;
};
