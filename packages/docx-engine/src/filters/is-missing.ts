/**
 * A value that was not answered: undefined, null, an empty or blank text, an empty list, or a
 * number that is not a number. `false` and `0` are answers.
 */
export const isMissing = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'number' && Number.isNaN(value));
