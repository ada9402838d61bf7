import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { libraryContracts } from '@quire/testing/contracts/library-contracts';
import type { Knex } from 'knex';
import { createKnex } from '../platform/create-knex';
import { knexLibraryAdapters } from './knex-library-adapters';
import { KnexTenantRepository } from '../accounts/knex-tenant-repository';
import { migrateToLatest } from '../platform/migrations/migrate-to-latest';

describe('Knex library persistence on SQLite', () => {
  let directory: string;
  let db: Knex;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'quire-library-sqlite-'));
    db = createKnex(`sqlite:${join(directory, 'quire.db')}`);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    rmSync(directory, { recursive: true, force: true });
  });

  libraryContracts(async () => ({ tenants: new KnexTenantRepository(db), ...knexLibraryAdapters(db), cleanup: async () => undefined }));
});
