import type { DateValue } from './date-value';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Reads a date from data: a Date object or an ISO 8601 text (`2024-03-05`, `2024-03-05T14:30`,
 * `2024-03-05T14:30:00Z`, `2024-03-05T14:30:00+01:00`). Anything else, and impossible dates
 * such as `2024-02-30`, give undefined.
 *
 * A Date object at exactly UTC midnight is read as a calendar date: that is what
 * `new Date("2024-03-05")` makes, and showing it as March 4 in New York would be wrong.
 */
export const toDateValue = (value: unknown): DateValue | undefined => {
  if (value instanceof Date) return fromDateObject(value);
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATE.exec(value.trim());
  if (match === null) return undefined;
  const [, year = '', month = '', day = '', hours, minutes = '0', seconds = '0', fraction = '', offset] = match;
  const calendar = { year: Number(year), month: Number(month), day: Number(day) };
  if (!isRealCalendarDate(calendar.year, calendar.month, calendar.day)) return undefined;
  if (hours === undefined) return { kind: 'calendar', ...calendar };
  const time = {
    hours: Number(hours),
    minutes: Number(minutes),
    seconds: Number(seconds),
    milliseconds: Number(fraction.slice(0, 3).padEnd(3, '0')),
  };
  if (time.hours > 23 || time.minutes > 59 || time.seconds > 59) return undefined;
  if (offset === undefined) return { kind: 'wall-clock', ...calendar, ...time };
  const local = Date.UTC(calendar.year, calendar.month - 1, calendar.day, time.hours, time.minutes, time.seconds, time.milliseconds);
  return { kind: 'instant', epochMilliseconds: local - offsetMilliseconds(offset) };
};

const fromDateObject = (date: Date): DateValue | undefined => {
  const epochMilliseconds = date.getTime();
  if (Number.isNaN(epochMilliseconds)) return undefined;
  if (epochMilliseconds % 86_400_000 === 0) {
    return { kind: 'calendar', year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  return { kind: 'instant', epochMilliseconds };
};

const isRealCalendarDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const offsetMilliseconds = (offset: string): number => {
  if (offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4) || '0');
  return sign * (hours * 60 + minutes) * 60_000;
};
