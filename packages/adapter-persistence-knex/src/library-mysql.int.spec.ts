import { libraryContracts } from '@quire/testing/contracts/library-contracts';
import { type TemporaryMysqlDatabase, createTemporaryMysqlDatabase } from '@quire/testing/temporary-mysql-database';
import type { Knex } from 'knex';
import { createKnex } from './create-knex';
import { knexLibraryAdapters } from './knex-library-adapters';
import { KnexTenantRepository } from './knex-tenant-repository';
import { migrateToLatest } from './migrate-to-latest';

/** The library contracts on a fresh MySQL/MariaDB database, dropped afterwards. Never skipped: fails when the server is unreachable. */
describe('Knex library persistence on MySQL/MariaDB', () => {
  let database: TemporaryMysqlDatabase | undefined;
  let db: Knex;

  beforeAll(async () => {
    database = await createTemporaryMysqlDatabase();
    db = createKnex(database.url);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  libraryContracts(async () => ({ tenants: new KnexTenantRepository(db), ...knexLibraryAdapters(db), cleanup: async () => undefined }));
});
