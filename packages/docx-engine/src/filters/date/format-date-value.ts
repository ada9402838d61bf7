import type { TZDate } from '@date-fns/tz';
import { lazyModule } from '../../lazy-module';
import { err, ok, type Result } from '../../result';
import { boundedCache } from '../bounded-cache';
import { supportedLocale } from '../supported-locale';
import { checkDatePattern } from './check-date-pattern';
import { dateFnsLocale } from './date-fns-locale';
import type { DateValue } from './date-value';
import { isKnownTimeZone } from './is-known-time-zone';

const longDateFormats = boundedCache<Intl.DateTimeFormat>(256);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dateFns = lazyModule(() => ({ ...(require('@date-fns/tz') as typeof import('@date-fns/tz')), ...(require('date-fns/format') as typeof import('date-fns/format')) }));

/**
 * A date as text. With a pattern, date-fns tokens in the locale's language; without one, the
 * locale's long date ("March 5, 2024", "5 March 2024", "5 mars 2024", "5. März 2024").
 * Calendar dates and date-times without an offset are shown as written; instants in `timeZone`.
 */
export const formatDateValue = (
  value: DateValue,
  pattern: string | undefined,
  locale: string,
  timeZone: string,
): Result<string, string> => {
  if (!isKnownTimeZone(timeZone)) return err(`Unknown time zone "${timeZone}"; use an IANA name such as "Europe/Paris".`);
  if (pattern === undefined) return ok(longDate(value, locale, timeZone));
  const problem = checkDatePattern(pattern);
  if (problem !== undefined) return err(problem);
  const date = value.kind === 'instant' ? new Date(value.epochMilliseconds) : zonedDate(value, timeZone);
  try {
    const { format, tz } = dateFns();
    return ok(format(date, pattern, { locale: dateFnsLocale(locale), in: tz(timeZone) }));
  } catch (error) {
    // The pattern was checked on a reference date; a date outside what date-fns can show still must not throw.
    return err(`The date cannot be shown with "${pattern}": ${error instanceof Error ? error.message : String(error)}.`);
  }
};

const zonedDate = (value: Exclude<DateValue, { kind: 'instant' }>, timeZone: string): TZDate => {
  const { TZDate: ZonedDate } = dateFns();
  return value.kind === 'calendar'
    ? new ZonedDate(value.year, value.month - 1, value.day, timeZone)
    : new ZonedDate(value.year, value.month - 1, value.day, value.hours, value.minutes, value.seconds, value.milliseconds, timeZone);
};

const longDate = (value: DateValue, locale: string, timeZone: string): string => {
  if (value.kind === 'instant') return longDateFormat(locale, timeZone).format(value.epochMilliseconds);
  return longDateFormat(locale, 'UTC').format(Date.UTC(value.year, value.month - 1, value.day));
};

const longDateFormat = (locale: string, timeZone: string): Intl.DateTimeFormat =>
  longDateFormats(`${locale}\u0000${timeZone}`, () => new Intl.DateTimeFormat(supportedLocale(locale), { dateStyle: 'long', timeZone }));
