import { libraryContracts } from '@quire/testing/contracts/library-contracts';
import { knexLibraryAdapters } from './knex-library-adapters';
import { KnexTenantRepository } from '../accounts/knex-tenant-repository';
import { m0002Library } from '../platform/migrations/m0002-library';
import { m0003LibraryRevision } from '../platform/migrations/m0003-library-revision';
import { m0030SnippetVersions } from '../platform/migrations/m0030-snippet-versions';
import { useMigratedDatabase } from '../../test/migrated-database';

/** The library contracts on a fresh MySQL/MariaDB database, dropped afterwards. Never skipped: fails when the server is unreachable. */
describe('Knex library persistence on MySQL/MariaDB', () => {
  const database = useMigratedDatabase('mysql');

  libraryContracts(async () => ({ tenants: new KnexTenantRepository(database()), ...knexLibraryAdapters(database()), cleanup: async () => undefined }));

  // Last: it drops the library tables (with the rows the contracts left) and makes them again;
  // the later migration that refers to them goes down first and up again last.
  describe('migration 0002-library', () => {
    it('goes down with rows in every table, and up again', async () => {
      const db = database();
      await m0030SnippetVersions.down(db);
      await m0002Library.down(db);
      expect(await db.schema.hasTable('aliases')).toBe(false);
      expect(await db.schema.hasTable('tenants')).toBe(true);
      await m0002Library.up(db);
      await m0030SnippetVersions.up(db);
      expect(await db.schema.hasTable('idempotency_keys')).toBe(true);
      expect(await db.schema.hasTable('snippet_versions')).toBe(true);
    });
  });

  describe('migration 0003-library-revision', () => {
    it('goes down and up again with tenants in the table', async () => {
      const db = database();
      await m0003LibraryRevision.down(db);
      expect(await db.schema.hasColumn('tenants', 'library_revision')).toBe(false);
      await m0003LibraryRevision.up(db);
      expect(await db('tenants').max({ revision: 'library_revision' }).first()).toEqual({ revision: 0 });
    });
  });
});
