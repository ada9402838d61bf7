import { supportedLocale } from '../supported-locale';

/** The first letter in upper case, the rest as written ("acme LLC" → "Acme LLC"). */
export const capitalize = (text: string, locale: string): string =>
  text.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase(supportedLocale(locale)));
