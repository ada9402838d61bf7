const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A finite number from data: a number, or a plain numeric text such as "1234.5" (answers often
 * arrive as text). Texts with grouping ("1,234") or currency signs are not numbers: their
 * meaning depends on the locale they were typed in.
 */
export const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!NUMERIC_TEXT.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
};
