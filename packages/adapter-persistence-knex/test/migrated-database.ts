import { type TemporaryMysqlDatabase, createTemporaryMysqlDatabase } from '@quire/testing/temporary-mysql-database';
import type { Knex } from 'knex';
import { createKnex } from '../src/platform/create-knex';
import { migrateToLatest } from '../src/platform/migrations/migrate-to-latest';

/**
 * A migrated database for the specs of the enclosing describe block: SQLite in memory, or a fresh
 * MySQL/MariaDB database dropped afterwards (never skipped: fails when the server is unreachable).
 * Answers a getter, usable once `beforeAll` has run.
 */
export const useMigratedDatabase = (dialect: 'sqlite' | 'mysql'): (() => Knex) => {
  let database: TemporaryMysqlDatabase | undefined;
  let db: Knex | undefined;
  beforeAll(async () => {
    if (dialect === 'mysql') database = await createTemporaryMysqlDatabase();
    db = createKnex(database?.url ?? 'sqlite::memory:');
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  return () => {
    if (db === undefined) throw new Error('useMigratedDatabase: the database is ready only once beforeAll has run');
    return db;
  };
};
