import { boundedCache } from '../bounded-cache';
import { supportedLocale } from '../supported-locale';

const formats = boundedCache<Intl.NumberFormat>(512);

export type DecimalStyle = {
  /** Fixed fraction digits; otherwise as many as needed, at most three. */
  readonly fractionDigits?: number;
  /** Thousands separators; off for numbers that may be years or reference numbers. */
  readonly grouping: boolean;
};

/** A number in the locale's way ("1,234.5", "1 234,5", "1.234,5"). */
export const formatDecimal = (value: number, locale: string, style: DecimalStyle): string =>
  formats(`d\u0000${locale}\u0000${style.fractionDigits ?? ''}\u0000${style.grouping}`, () =>
    new Intl.NumberFormat(supportedLocale(locale), {
      useGrouping: style.grouping,
      ...(style.fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: style.fractionDigits, maximumFractionDigits: style.fractionDigits }),
    }),
  ).format(value);

/** An amount in the locale's way for an ISO 4217 code ("$1,234.50", "1 234,50 €", "1.234,50 €"). */
export const formatCurrency = (value: number, locale: string, currencyCode: string): string =>
  formats(`c\u0000${locale}\u0000${currencyCode}`, () =>
    new Intl.NumberFormat(supportedLocale(locale), { style: 'currency', currency: currencyCode }),
  ).format(value);

/** An ISO 4217 code as Intl needs it (three letters, upper case), or undefined. */
export const currencyCodeOf = (text: string): string | undefined => {
  const code = text.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : undefined;
};
