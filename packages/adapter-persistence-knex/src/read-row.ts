import type { Knex } from 'knex';
import { isMysql } from './dialect';

type SqliteConnection = { prepare(sql: string): { get(...bindings: ReadonlyArray<unknown>): unknown } };

/**
 * The first row of a read, written as plain SQL with `?` placeholders, for the few reads every
 * request makes (the API key, the membership, the library revision). It skips knex's query
 * builder and runner, which cost several times the read itself: on SQLite the statement runs on
 * the pool's connection (prepared once, see cacheStatements); on MySQL it is a `knex.raw`.
 * Keep the SQL portable: both dialects run the same text.
 */
export const readRow = async <R>(knex: Knex, sql: string, bindings: ReadonlyArray<string | number>): Promise<R | undefined> => {
  if (isMysql(knex)) {
    const [rows] = (await knex.raw(sql, [...bindings])) as [ReadonlyArray<R>, unknown];
    return rows[0];
  }
  const connection = (await knex.client.acquireConnection()) as SqliteConnection;
  try {
    return connection.prepare(sql).get(...bindings) as R | undefined;
  } finally {
    await knex.client.releaseConnection(connection);
  }
};
