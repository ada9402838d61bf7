import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as E from 'fp-ts/Either';
import { knex, type Knex } from 'knex';
import { type DatabaseConfig, parseDatabaseUrl } from './database-url';
import { cacheStatements } from './sqlite-statement-cache';

const SQLITE_BUSY_TIMEOUT_MS = 5000;
/** A readiness probe or a request waits at most this long for a connection, never a minute. */
const ACQUIRE_TIMEOUT_MS = 10_000;

type SqliteConnection = { pragma(statement: string): unknown; prepare(sql: string): unknown };
type MysqlConnection = { query(sql: string, callback: (error: Error | null) => void): void };

/**
 * The one place that knows how each dialect is connected. SQLite: WAL (readers do not block the
 * writer), foreign keys enforced, a busy timeout instead of instant SQLITE_BUSY, one connection.
 * Its statements stay prepared (cacheStatements). MySQL: a pool, UTC on both sides (DATETIME values are read and written as UTC instants), utf8mb4
 * with binary comparison (ids and digests are case-sensitive, like SQLite; case-insensitive names
 * use a lowercased key column). Both: an error's message quotes the statement with `?` placeholders,
 * never the values bound to it (snippet text, names: ADR 0016).
 */
const knexConfig = (config: DatabaseConfig): Knex.Config => {
  switch (config.dialect) {
    case 'sqlite':
      if (config.filename !== ':memory:') mkdirSync(dirname(config.filename), { recursive: true });
      return {
        client: 'better-sqlite3',
        compileSqlOnError: false,
        acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
        connection: { filename: config.filename },
        useNullAsDefault: true,
        pool: {
          min: 1,
          max: 1,
          afterCreate: (connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void) => {
            connection.pragma('journal_mode = WAL');
            connection.pragma('foreign_keys = ON');
            connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
            done(null, cacheStatements(connection));
          },
        },
      };
    case 'mysql':
      return {
        client: 'mysql2',
        compileSqlOnError: false,
        acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
        connection: {
          host: config.host,
          port: config.port,
          user: config.user,
          password: config.password,
          database: config.database,
          charset: 'utf8mb4',
          timezone: 'Z',
          dateStrings: false,
          supportBigNumbers: true,
          decimalNumbers: true,
          ...(config.ssl ? { ssl: { rejectUnauthorized: true } } : {}),
        },
        pool: {
          min: 0,
          max: config.poolSize,
          afterCreate: (connection: MysqlConnection, done: (error: Error | null, connection: MysqlConnection) => void) => {
            connection.query("SET time_zone = '+00:00'", (error) => done(error, connection));
          },
        },
      };
  }
};

/** A Knex instance for a database URL (see parseDatabaseUrl); throws when the URL cannot be used. */
export const createKnex = (databaseUrl: string | DatabaseConfig): Knex => {
  const config = typeof databaseUrl === 'string' ? parseDatabaseUrl(databaseUrl) : E.right(databaseUrl);
  if (E.isLeft(config)) throw new Error(`DATABASE_URL: ${config.left.reason}`);
  return knex(knexConfig(config.right));
};
