import { supportedLocale } from '../supported-locale';

/**
 * The first letter of every word in upper case, the rest as written ("mary-jane o'neil" →
 * "Mary-Jane O'neil"); chain `lower | title` to tame text typed in capitals.
 */
export const titleCase = (text: string, locale: string): string => {
  const tag = supportedLocale(locale);
  return text.replace(/(^|[^\p{L}\p{N}'’])(\p{L})/gu, (_match, before: string, letter: string) => `${before}${letter.toLocaleUpperCase(tag)}`);
};
