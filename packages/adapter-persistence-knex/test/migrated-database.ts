import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TemporaryMysqlDatabase, createTemporaryMysqlDatabase } from '@quire/testing/temporary-mysql-database';
import type { Knex } from 'knex';
import { createKnex } from '../src/platform/create-knex';
import { migrateToLatest } from '../src/platform/migrations/migrate-to-latest';

/** Where a database lives: SQLite in memory, SQLite in a file of a new directory (as the server runs it), or MySQL/MariaDB. */
export type TestDatabase = 'sqlite' | 'sqlite file' | 'mysql';

/** Makes an empty database of the kind; `remove` deletes it (the file's directory, the MySQL database). */
const emptyDatabase = async (kind: TestDatabase): Promise<{ readonly url: string; readonly remove: () => Promise<void> }> => {
  if (kind === 'mysql') {
    const database: TemporaryMysqlDatabase = await createTemporaryMysqlDatabase();
    return { url: database.url, remove: database.drop };
  }
  if (kind === 'sqlite') return { url: 'sqlite::memory:', remove: async () => undefined };
  const directory = mkdtempSync(join(tmpdir(), 'quire-sqlite-'));
  return { url: `sqlite:${join(directory, 'nested', 'quire.db')}`, remove: async () => rmSync(directory, { recursive: true, force: true }) };
};

/**
 * A migrated database for the specs of the enclosing describe block (a MySQL/MariaDB one is never
 * skipped: it fails when the server is unreachable); one for the whole block, or a new one for each
 * test (for specs that take the schema down). Answers a getter, usable once the block's `beforeAll`
 * (or the test's `beforeEach`) has run.
 */
export const useMigratedDatabase = (kind: TestDatabase, lifetime: 'whole block' | 'each test' = 'whole block'): (() => Knex) => {
  let remove = async (): Promise<void> => undefined;
  let db: Knex | undefined;
  const [before, after] = lifetime === 'whole block' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    const database = await emptyDatabase(kind);
    remove = database.remove;
    db = createKnex(database.url);
    await migrateToLatest(db);
  });
  after(async () => {
    await db?.destroy();
    await remove();
  });
  return () => {
    if (db === undefined) throw new Error('useMigratedDatabase: the database is ready only once it has been made');
    return db;
  };
};
