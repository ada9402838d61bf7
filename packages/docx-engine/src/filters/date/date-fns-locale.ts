import type { Locale } from 'date-fns';
import * as dateFnsLocales from 'date-fns/locale';
import { boundedCache } from '../bounded-cache';
import { supportedLocale } from '../supported-locale';

const locales: Readonly<Record<string, Locale | undefined>> = dateFnsLocales;
const chosen = boundedCache<Locale>(256);

/**
 * The date-fns locale for a request locale: the exact one (`en-GB` → enGB), else the language's
 * (`fr-FR` → fr), else US English. Month and day names in date patterns come from it.
 */
export const dateFnsLocale = (locale: string): Locale => chosen(locale, () => find(supportedLocale(locale)));

const find = (tag: string): Locale => {
  const [language = 'en', ...rest] = tag.split('-');
  const region = rest.find((subtag) => /^[A-Z]{2}$/.test(subtag));
  return (
    locales[tag.replace(/-/g, '')] ??
    (region === undefined ? undefined : locales[`${language}${region}`]) ??
    locales[language] ??
    dateFnsLocales.enUS
  );
};
