import { createRequire } from 'node:module';
import type { Locale } from 'date-fns';
import { lazyModule } from '../../lazy-module';
import { boundedCache } from '../bounded-cache';
import { supportedLocale } from '../supported-locale';

/*
 * Locales are loaded when a request first needs one: requiring the whole `date-fns/locale`
 * index loads 96 locales (about a second and 15 MiB at start-up) for the few a service uses.
 */
const load = createRequire(__filename);
const chosen = boundedCache<Locale>(256);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const englishUS = lazyModule(() => (require('date-fns/locale/en-US') as typeof import('date-fns/locale/en-US')).enUS);
const SUBTAG = /^[a-z]{2,3}(?:-[A-Z]{2})?$/;

/**
 * The date-fns locale for a request locale: the exact one (`en-GB` → enGB), else the language's
 * (`fr-FR` → fr), else US English. Month and day names in date patterns come from it.
 */
export const dateFnsLocale = (locale: string): Locale => chosen(locale, () => find(supportedLocale(locale)));

const find = (tag: string): Locale => {
  const [language = 'en', ...rest] = tag.split('-');
  const region = rest.find((subtag) => /^[A-Z]{2}$/.test(subtag));
  return (region === undefined ? undefined : loadLocale(`${language}-${region}`)) ?? loadLocale(language) ?? englishUS();
};

const loadLocale = (name: string): Locale | undefined => {
  if (!SUBTAG.test(name)) return undefined;
  try {
    const exported: unknown = load(`date-fns/locale/${name}`);
    return isModuleWithLocale(exported) ? Object.values(exported).find(isLocale) : undefined;
  } catch {
    return undefined;
  }
};

const isModuleWithLocale = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isLocale = (value: unknown): value is Locale =>
  typeof value === 'object' && value !== null && 'code' in value && 'localize' in value && 'formatLong' in value;
