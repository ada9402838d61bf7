import { daysFromCivil, isValidIsoDate } from './calendar-date';

/**
 * How the evaluator reads answers. Each reader returns `undefined` for a value it cannot read
 * (an object, NaN, an invalid date, ...) rather than throwing: odd data makes a condition
 * false, never a crash.
 */

const CLEAR_NUMBER = /^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/;
const CLEAR_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]+)?)?(?:Z|[-+][0-9]{2}:?[0-9]{2})?)?$/;
const MS_PER_DAY = 86_400_000;
const TRUE_WORDS = ['true', 'yes'];
const FALSE_WORDS = ['false', 'no'];

/** Unanswered: undefined, null, a blank string, an empty list, NaN or an invalid date. `false` and `0` are answers. */
export const isAnswered = (value: unknown): boolean => {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return true;
};

/** A finite number, from a number, a bigint, or a string that clearly is one ("18", " -2.5 ", "1e3"). */
export const readNumber = (value: unknown): number | undefined => {
  if (typeof value !== 'number' && typeof value !== 'bigint' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && !CLEAR_NUMBER.test(value.trim())) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/**
 * A calendar day as a count of days since 1970-01-01: from "YYYY-MM-DD" (optionally followed by
 * a time, whose date part is taken as written) or a valid Date (its UTC day).
 */
export const readDay = (value: unknown): number | undefined => {
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : Math.floor(time / MS_PER_DAY);
  }
  if (typeof value !== 'string') return undefined;
  const match = CLEAR_DATE.exec(value.trim());
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidIsoDate(year, month, day) ? daysFromCivil(year, month, day) : undefined;
};

/** true/false, "true"/"false"/"yes"/"no" in any case, 1/0. */
export const readBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  return undefined;
};

/** Text for comparing: trimmed, NFC, lower case. Numbers and booleans as written; a Date as its day. */
export const readText = (value: unknown): string | undefined => {
  const text = rawText(value);
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  // normalize() calls into ICU and costs microseconds; ASCII text is already in NFC.
  return (ASCII.test(trimmed) ? trimmed : trimmed.normalize('NFC')).toLowerCase();
};

const ASCII = /^[\u0000-\u007f]*$/;

const rawText = (value: unknown): string | undefined => {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? String(value) : undefined;
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : undefined;
  }
};
