import type { Knex } from 'knex';
import { createKnex } from '../create-knex';
import { migrateToLatest } from './migrate-to-latest';
import { allMigrations } from './all-migrations';

describe('migrateToLatest', () => {
  let db: Knex;
  beforeEach(() => {
    db = createKnex('sqlite::memory:');
  });
  afterEach(async () => {
    await db.destroy();
  });

  describe('on an empty database', () => {
    it('applies every migration in order and creates the tables', async () => {
      expect(await migrateToLatest(db)).toEqual(allMigrations.map((migration) => migration.name));
      for (const table of ['tenants', 'users', 'memberships', 'api_keys']) expect(await db.schema.hasTable(table)).toBe(true);
    });
  });

  describe('on a current database', () => {
    it('applies nothing (running twice is harmless)', async () => {
      await migrateToLatest(db);
      expect(await migrateToLatest(db)).toEqual([]);
    });
  });
});
