import { LRUCache } from 'lru-cache';

/** How many distinct SQL texts a connection keeps prepared; the least recently used goes first. */
export const MAX_CACHED_STATEMENTS = 256;

type Preparing = { prepare(sql: string): unknown };

/** Statements of each connection that may change the database, counted as they are prepared (see writesOf). */
const writes = new WeakMap<object, number>();

/**
 * How many statements that change data (anything SQLite does not call read-only: INSERT, UPDATE,
 * DELETE, DDL) the connection has prepared. Knex prepares every statement it runs, just before
 * running it synchronously, so a write this process makes through knex has moved the count by the
 * time any other code runs. With `PRAGMA data_version` (other connections' commits) it tells
 * whether the database may have changed (rememberedRow).
 */
export const writesOf = (connection: object): number => writes.get(connection) ?? 0;

const countIfWriting = (connection: object, statement: unknown): void => {
  if ((statement as { readonly?: unknown }).readonly === false) writes.set(connection, writesOf(connection) + 1);
};

/**
 * Makes a better-sqlite3 connection reuse its prepared statements. Knex prepares every query anew,
 * which costs more than running it for the short reads a request makes (the API key, the
 * membership, a template); the same SQL text gets the same statement instead. Safe with knex:
 * it runs a statement to completion (`all` or `run`) before the next one is prepared, and SQLite
 * re-prepares a statement itself when the schema changes under it. It also counts the statements
 * that write (writesOf).
 */
export const cacheStatements = <C extends Preparing>(connection: C, limit = MAX_CACHED_STATEMENTS): C => {
  const prepare = connection.prepare.bind(connection);
  const statements = new LRUCache<string, { readonly statement: unknown }>({ max: limit });
  connection.prepare = (sql: string): unknown => {
    let kept = statements.get(sql);
    if (kept === undefined) {
      kept = { statement: prepare(sql) };
      statements.set(sql, kept);
    }
    countIfWriting(connection, kept.statement);
    return kept.statement;
  };
  return connection;
};
