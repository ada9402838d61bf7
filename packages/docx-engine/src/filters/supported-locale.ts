import { boundedCache } from './bounded-cache';

const FALLBACK_LOCALE = 'en-US';
const canonical = boundedCache<string>(256);

/**
 * The request's locale as a canonical BCP 47 tag that Intl accepts, or `en-US` when the tag is
 * not well formed (a bad tag must not make a render throw). Cached: this runs for every value.
 */
export const supportedLocale = (locale: string): string => canonical(locale, () => resolve(locale));

const resolve = (locale: string): string => {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
};

/** The language subtag: `fr` for `fr-CA`. */
export const languageOf = (locale: string): string => supportedLocale(locale).split('-')[0] ?? 'en';
