import { err, ok, type Result } from '../result';
import { checkFilter } from './check-filter';
import { formatDateValue } from './date/format-date-value';
import { toDateValue } from './date/to-date-value';
import type { FilterArg } from './filter-arg';
import type { FilterContext } from './filter-context';
import type { FilterName } from './filter-names';
import { formatValue } from './format-value';
import { isMissing } from './is-missing';
import { isTruthy } from './is-truthy';
import { joinList } from './list/join-list';
import { pluralForm } from './list/plural-form';
import { currencyCodeOf, formatCurrency, formatDecimal } from './number/number-format';
import { ordinalNumber } from './number/ordinal-number';
import { spellNumber, spellOrdinal } from './number/spell-number';
import { toNumber } from './number/to-number';
import { capitalize } from './text/capitalize';
import { titleCase } from './text/title-case';
import { supportedLocale } from './supported-locale';
import { yesNoWords } from './yes-no-words';
import { LinkValue, StyledText } from '../rich-text/styled-value';
import { PictureRequest } from '../pictures/picture-request';

type Filter = (value: unknown, args: ReadonlyArray<FilterArg>, ctx: FilterContext) => Result<unknown, string>;

/**
 * Applies one filter of a chain. A missing value (null, undefined, blank text, empty list) goes
 * through the text, number, date and list filters unchanged, so the engine's `missing` option or
 * a later `default` decides what is shown; `default`, `count`, `plural` and `yesno` answer for
 * it. A value a filter cannot read (a date filter given "soon", an object given to `upper`) is
 * an error naming the filter, never a throw.
 */
export const applyFilter = (name: string, value: unknown, args: ReadonlyArray<FilterArg>, ctx: FilterContext): Result<unknown, string> => {
  const problem = checkFilter(name, args);
  if (problem !== undefined) return err(problem);
  return FILTERS[name as FilterName](value, args, ctx);
};

const text = (transform: (text: string, ctx: FilterContext) => string, name: FilterName): Filter => (value, _args, ctx) => {
  if (isMissing(value)) return ok(value);
  if (isRecord(value)) return err(`Filter "${name}" needs a text; it was given ${describe(value)}.`);
  return ok(transform(formatValue(value, ctx), ctx));
};

const numeric = (transform: (value: number, args: ReadonlyArray<FilterArg>, ctx: FilterContext) => Result<unknown, string>, name: FilterName): Filter =>
  (value, args, ctx) => {
    if (isMissing(value)) return ok(value);
    const number = toNumber(value);
    if (number === undefined) return err(`Filter "${name}" needs a number; it was given ${describe(value)}.`);
    return transform(number, args, ctx);
  };

/** `markdown` and `html`: the text is read and written into Word by the render (src/rich-text), which knows where it goes. */
const styled =
  (format: 'markdown' | 'html'): Filter =>
  (value, _args, ctx) => {
    if (isMissing(value)) return ok(value);
    if (isRecord(value) || Array.isArray(value)) return err(`Filter "${format}" needs a text; it was given ${describe(value)}.`);
    return ok(new StyledText(format, formatValue(value, ctx)));
  };

const FILTERS: Readonly<Record<FilterName, Filter>> = {
  upper: text((value, ctx) => value.toLocaleUpperCase(supportedLocale(ctx.locale)), 'upper'),
  lower: text((value, ctx) => value.toLocaleLowerCase(supportedLocale(ctx.locale)), 'lower'),
  capitalize: text((value, ctx) => capitalize(value, ctx.locale), 'capitalize'),
  title: text((value, ctx) => titleCase(value, ctx.locale), 'title'),
  trim: text((value) => value.trim(), 'trim'),
  default: (value, args) => ok(isMissing(value) ? args[0] : value),
  date: (value, args, ctx) => {
    if (isMissing(value)) return ok(value);
    const date = toDateValue(value);
    if (date === undefined) return err(`Filter "date" needs a date such as "2024-03-05"; it was given ${describe(value)}.`);
    const aliasPattern = ctx.type === 'currency' || ctx.type === 'number' ? undefined : ctx.format;
    const pattern = typeof args[0] === 'string' ? args[0] : aliasPattern;
    return formatDateValue(date, pattern, ctx.locale, ctx.timeZone);
  },
  number: numeric((value, args, ctx) => {
    const digits = typeof args[0] === 'number' ? args[0] : undefined;
    return ok(formatDecimal(value, ctx.locale, digits === undefined ? { grouping: true } : { fractionDigits: digits, grouping: true }));
  }, 'number'),
  currency: numeric((value, args, ctx) => {
    const code = currencyCodeOf(typeof args[0] === 'string' ? args[0] : ctx.type === 'currency' ? (ctx.format ?? '') : '');
    if (code === undefined) return err('Filter "currency" needs a currency code, as in currency: "USD" (or a currency alias whose format is the code).');
    return ok(formatCurrency(value, ctx.locale, code));
  }, 'currency'),
  words: numeric((value) => spellNumber(value), 'words'),
  ordinal: numeric((value, _args, ctx) => (Number.isInteger(value) ? ok(ordinalNumber(value, ctx.locale)) : err(`Filter "ordinal" needs a whole number; it was given ${value}.`)), 'ordinal'),
  ordinal_words: numeric((value) => spellOrdinal(value), 'ordinal_words'),
  join: (value, args, ctx) => {
    if (isMissing(value)) return ok(value);
    const separator = typeof args[0] === 'string' ? args[0] : ', ';
    const lastSeparator = typeof args[1] === 'string' ? args[1] : separator;
    const items = asList(value).map((item) => formatValue(item, { locale: ctx.locale, timeZone: ctx.timeZone })).filter((item) => item !== '');
    return ok(joinList(items, separator, lastSeparator));
  },
  plural: (value, args, ctx) => {
    const count = Array.isArray(value) ? value.length : isMissing(value) ? 0 : toNumber(value);
    if (count === undefined) return err(`Filter "plural" needs a number or a list; it was given ${describe(value)}.`);
    return ok(pluralForm(count, ctx.locale, String(args[0]), String(args[1])));
  },
  yesno: (value, args, ctx) => {
    const [yes, no] = args.length >= 2 ? [String(args[0]), String(args[1])] : yesNoWords(ctx.locale);
    if ((value === undefined || value === null) && typeof args[2] === 'string') return ok(args[2]);
    return ok(isTruthy(value) ? yes : no);
  },
  count: (value) => ok(Array.isArray(value) ? value.length : isMissing(value) ? 0 : 1),
  first: (value) => ok(Array.isArray(value) ? value[0] : value),
  last: (value) => ok(Array.isArray(value) ? value[value.length - 1] : value),
  markdown: styled('markdown'),
  html: styled('html'),
  link: (value, args, ctx) => {
    if (isMissing(value)) return ok(value);
    if (isRecord(value) || Array.isArray(value)) return err(`Filter "link" needs a web address; it was given ${describe(value)}.`);
    const href = formatValue(value, ctx).trim();
    return ok(new LinkValue(href, typeof args[0] === 'string' && args[0] !== '' ? args[0] : href));
  },
  // The picture is read and sized when the field is written (docs/template-language.md#pictures); a missing value stays missing.
  image: (value) => ok(isMissing(value) || value instanceof PictureRequest ? value : new PictureRequest(value)),
};

const asList = (value: unknown): ReadonlyArray<unknown> => (Array.isArray(value) ? value : [value]);

const isRecord = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const describe = (value: unknown): string => {
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (value instanceof PictureRequest) return 'a picture (put "image" last among the filters)';
  return 'a group of fields';
};
