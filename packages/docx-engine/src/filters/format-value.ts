import { formatDateValue } from './date/format-date-value';
import { toDateValue } from './date/to-date-value';
import type { FilterContext } from './filter-context';
import { currencyCodeOf, formatCurrency, formatDecimal } from './number/number-format';
import { yesNoWords } from './yes-no-words';

/**
 * How a value becomes document text when no filter (or the last filter) has made it text:
 * - text as it is; for a `date` alias, an ISO date text is shown as a date (below);
 * - a number in the locale (Intl): with thousands separators only for `number` and `currency`
 *   aliases (a bare 2024 may be a year); a `currency` alias whose format is an ISO code
 *   ("EUR") shows the amount in that currency; a `number` alias whose format is a digit count
 *   ("2") shows that many fraction digits; NaN and infinities show nothing;
 * - a Date object, or an ISO text for a `date` alias: the alias's date-fns format, else the
 *   locale's long date; calendar dates never move with the time zone;
 * - true / false: "Yes" / "No" in the locale's language;
 * - a list: its items, each shown this way, joined with ", " (empty items left out);
 * - null, undefined and objects (a list item with fields): nothing; the engine warns.
 *
 * Pass `type` and `format` only for a value that comes straight from an alias: after a filter
 * the value is no longer the alias's (`date: "yyyy-MM-dd"` gives a text that must stay as is).
 */
export const formatValue = (value: unknown, ctx: FilterContext): string => {
  if (typeof value === 'string') return ctx.type === 'date' ? dateText(value, ctx) ?? value : value;
  if (typeof value === 'number') return numberText(value, ctx);
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return yesNoWords(ctx.locale)[value ? 0 : 1];
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? numberText(Number(value), ctx) : value.toString();
  if (value instanceof Date) return dateText(value, ctx) ?? '';
  if (Array.isArray(value)) return listText(value, ctx);
  return '';
};

const numberText = (value: number, ctx: FilterContext): string => {
  if (!Number.isFinite(value)) return '';
  if (ctx.type === 'currency') {
    const code = currencyCodeOf(ctx.format ?? '');
    return code === undefined ? formatDecimal(value, ctx.locale, { fractionDigits: 2, grouping: true }) : formatCurrency(value, ctx.locale, code);
  }
  if (ctx.type === 'number') {
    const digits = ctx.format !== undefined && /^\d{1,2}$/.test(ctx.format.trim()) ? Math.min(Number(ctx.format), 20) : undefined;
    return formatDecimal(value, ctx.locale, digits === undefined ? { grouping: true } : { fractionDigits: digits, grouping: true });
  }
  return formatDecimal(value, ctx.locale, { grouping: false });
};

const dateText = (value: unknown, ctx: FilterContext): string | undefined => {
  const date = toDateValue(value);
  if (date === undefined) return undefined;
  const pattern = ctx.type === 'date' ? ctx.format : undefined;
  const text = formatDateValue(date, pattern, ctx.locale, ctx.timeZone);
  if (text.ok) return text.value;
  const fallback = formatDateValue(date, undefined, ctx.locale, 'UTC');
  return fallback.ok ? fallback.value : undefined;
};

const listText = (items: ReadonlyArray<unknown>, ctx: FilterContext): string => {
  const itemContext: FilterContext = { locale: ctx.locale, timeZone: ctx.timeZone };
  return items
    .map((item) => formatValue(item, itemContext))
    .filter((text) => text !== '')
    .join(', ');
};
