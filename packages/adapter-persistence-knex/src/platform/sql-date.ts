/**
 * Reads an instant as the drivers answer it: mysql2 gives a Date (UTC, see createKnex), SQLite the
 * epoch milliseconds knex wrote for a Date binding. Knex writes Date bindings on both dialects.
 */
export const readDate = (value: unknown): Date => {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || typeof value === 'bigint') return new Date(Number(value));
  if (typeof value === 'string' && /^\d+$/.test(value)) return new Date(Number(value));
  if (typeof value === 'string') return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  throw new TypeError(`not a stored instant: ${typeof value}`);
};

export const readNullableDate = (value: unknown): Date | null => (value === null || value === undefined ? null : readDate(value));
