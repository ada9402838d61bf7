import * as E from 'fp-ts/Either';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { persistenceContracts } from '@quire/testing/contracts/persistence-contracts';
import type { Knex } from 'knex';
import { createKnex } from './platform/create-knex';
import { KnexApiKeyRepository } from './accounts/knex-api-key-repository';
import { KnexDatabaseHealth } from './platform/knex-database-health';
import { KnexTenantRepository } from './accounts/knex-tenant-repository';
import { KnexUserRepository } from './accounts/knex-user-repository';
import { migrateToLatest } from './platform/migrations/migrate-to-latest';

describe('Knex persistence on SQLite', () => {
  let directory: string;
  let db: Knex;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'quire-sqlite-'));
    db = createKnex(`sqlite:${join(directory, 'nested', 'quire.db')}`);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    rmSync(directory, { recursive: true, force: true });
  });

  persistenceContracts(async () => ({
    tenants: new KnexTenantRepository(db),
    users: new KnexUserRepository(db),
    apiKeys: new KnexApiKeyRepository(db),
    cleanup: async () => undefined,
  }));

  describe('the connection', () => {
    it('enforces foreign keys and uses the write-ahead log', async () => {
      const [foreignKeys] = (await db.raw('pragma foreign_keys')) as Array<{ foreign_keys: number }>;
      const [journal] = (await db.raw('pragma journal_mode')) as Array<{ journal_mode: string }>;
      expect(foreignKeys?.foreign_keys).toBe(1);
      expect(journal?.journal_mode).toBe('wal');
    });

    it('answers the readiness probe', async () => {
      expect(await new KnexDatabaseHealth(db).ping()()).toEqual(E.right(undefined));
    });
  });

  describe('when the migrations run again', () => {
    it('applies nothing and keeps the data', async () => {
      await db('tenants').insert({ id: 'kept', name: 'Kept', created_at: new Date(), updated_at: new Date(), version: 1 });
      expect(await migrateToLatest(db)).toEqual([]);
      expect(await db('tenants').where({ id: 'kept' }).first()).toMatchObject({ name: 'Kept' });
    });
  });
});
