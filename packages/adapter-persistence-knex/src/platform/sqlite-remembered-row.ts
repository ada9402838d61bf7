import { writesOf } from './sqlite-statement-cache';

export type SqliteReading = {
  prepare(sql: string): { get(...bindings: ReadonlyArray<unknown>): unknown };
};

/** Rows remembered per connection at most; past it they are all forgotten (and read again). */
export const MAX_REMEMBERED_ROWS = 4096;

type Remembered = { readonly dataVersion: number; readonly writes: number; readonly row: unknown };
const remembered = new WeakMap<object, Map<string, Remembered>>();

const dataVersionOf = (connection: SqliteReading): number => Number((connection.prepare('PRAGMA data_version').get() as { data_version: unknown }).data_version);

/**
 * The first row of a read on an idle SQLite connection, remembered while the database is
 * unchanged: no write prepared on this connection since (writesOf) and no commit by any other
 * connection, in this process or another (`PRAGMA data_version`). Checking both costs a fraction
 * of a read through the tables, and every request makes the same few reads (ADR 0027). Rows are
 * shared between callers: never change one.
 */
export const rememberedRow = (connection: SqliteReading, sql: string, bindings: ReadonlyArray<string | number>): unknown => {
  let rows = remembered.get(connection);
  if (rows === undefined) {
    rows = new Map();
    remembered.set(connection, rows);
  }
  const dataVersion = dataVersionOf(connection);
  const writes = writesOf(connection);
  const key = `${sql}\u0000${bindings.join('\u0000')}`;
  const known = rows.get(key);
  if (known !== undefined && known.dataVersion === dataVersion && known.writes === writes) return known.row;
  const row = connection.prepare(sql).get(...bindings);
  if (rows.size >= MAX_REMEMBERED_ROWS) rows.clear();
  rows.set(key, { dataVersion, writes, row });
  return row;
};
