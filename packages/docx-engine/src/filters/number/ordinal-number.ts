import { languageOf } from '../supported-locale';

const ENGLISH_SUFFIXES: Readonly<Record<string, string>> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const DOT_LANGUAGES = new Set(['de', 'da', 'nb', 'no', 'nn', 'fi', 'cs', 'sk', 'pl', 'hu', 'tr', 'sl', 'hr', 'sr', 'et', 'lv', 'is']);
const DEGREE_LANGUAGES = new Set(['es', 'it', 'pt', 'gl']);
const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });

/**
 * A whole number with the locale's ordinal mark: "21st" (English), "1er"/"21e" (French),
 * "21." (German and the other languages that write a dot), "21º" (Spanish, Italian,
 * Portuguese), "21e" (Dutch); English for the other languages.
 */
export const ordinalNumber = (value: number, locale: string): string => {
  const language = languageOf(locale);
  const digits = String(value);
  if (language === 'fr') return value === 1 ? '1er' : `${digits}e`;
  if (language === 'nl') return `${digits}e`;
  if (DOT_LANGUAGES.has(language)) return `${digits}.`;
  if (DEGREE_LANGUAGES.has(language)) return `${digits}º`;
  return `${digits}${ENGLISH_SUFFIXES[englishOrdinals.select(value)] ?? 'th'}`;
};
