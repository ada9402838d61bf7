import Decimal from 'decimal.js';

/**
 * The decimal numbers calculations are made in (ADR 0031): 34 significant digits (IEEE 754
 * decimal128), results rounded half away from zero. A private clone, so that nobody else's
 * configuration of decimal.js changes ours.
 */
export const Dec = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -7, toExpPos: 21 });
export type Dec = Decimal;

const CLEAR_NUMBER = /^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/;

/**
 * A decimal from an answer that clearly is a number: a finite number, a bigint, or a text such as
 * "18", " -2.5 ", "1e3" (not "1,000"). A number is taken as JavaScript writes it, so 0.1 is
 * exactly one tenth.
 */
export const toDecimal = (value: unknown): Dec | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? new Dec(value === 0 ? 0 : value) : undefined;
  if (typeof value === 'bigint') return new Dec(value.toString());
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!CLEAR_NUMBER.test(text)) return undefined;
  const decimal = new Dec(text);
  return decimal.isFinite() ? decimal : undefined;
};
