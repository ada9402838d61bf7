import type { Knex } from 'knex';
import { causalSql } from './causal-reads';
import { isMysql } from './dialect';
import { rememberedRow, type SqliteReading } from './sqlite-remembered-row';

type Pool = { numUsed(): number; numPendingAcquires(): number; numPendingCreates(): number; free?: ReadonlyArray<{ resource: unknown }> };

/**
 * SQLite's one connection when no one holds it: a read runs on it at once, synchronously, so nothing
 * can take it in between, and it is outside any transaction (knex holds the connection for the
 * whole of one). Otherwise undefined: the read waits for the connection like any query.
 */
const idleSqliteConnection = (knex: Knex): SqliteReading | undefined => {
  const pool = (knex.client as { pool?: Pool }).pool;
  if (pool === undefined || pool.numUsed() !== 0 || pool.numPendingAcquires() !== 0 || pool.numPendingCreates() !== 0) return undefined;
  return pool.free?.[0]?.resource as SqliteReading | undefined;
};

/**
 * The first row of a read, written as plain SQL with `?` placeholders, for the few reads every
 * request makes (the API key, the membership, the library revision). It skips knex's query
 * builder and runner, which cost several times the read itself: on SQLite the statement runs on
 * the pool's connection (prepared once, see cacheStatements); when the connection is idle, at once
 * and remembered while the database is unchanged (rememberedRow); on MySQL it is a `knex.raw`,
 * causal on a Galera node (causalSql): a key revoked or a library changed through another node a
 * moment ago is seen by the next request. Keep the SQL portable: both dialects run the same text.
 */
export const readRow = async <R>(knex: Knex, sql: string, bindings: ReadonlyArray<string | number>): Promise<R | undefined> => {
  if (isMysql(knex)) {
    const [rows] = (await knex.raw(await causalSql(knex, sql), [...bindings])) as [ReadonlyArray<R>, unknown];
    return rows[0];
  }
  const idle = idleSqliteConnection(knex);
  if (idle !== undefined) return rememberedRow(idle, sql, bindings) as R | undefined;
  const connection = (await knex.client.acquireConnection()) as SqliteReading;
  try {
    return connection.prepare(sql).get(...bindings) as R | undefined;
  } finally {
    await knex.client.releaseConnection(connection);
  }
};
