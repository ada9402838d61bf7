import * as E from 'fp-ts/Either';
import { arbitraryTenant } from '@quire/testing/builders/accounts';
import { persistenceContracts } from '@quire/testing/contracts/persistence-contracts';
import { KnexTenantRepository } from './accounts/knex-tenant-repository';
import { KnexDatabaseHealth } from './platform/knex-database-health';
import { migrateToLatest } from './platform/migrations/migrate-to-latest';
import { knexAccountStores } from '../test/account-stores';
import { useMigratedDatabase } from '../test/migrated-database';

/** On a fresh MySQL/MariaDB database, dropped afterwards. Never skipped: fails when the server is unreachable. */
describe('Knex persistence on MySQL/MariaDB', () => {
  const db = useMigratedDatabase('mysql');

  persistenceContracts(async () => knexAccountStores(db()));

  describe('instants', () => {
    it('are stored as UTC with milliseconds, whatever the server time zone', async () => {
      const tenant = arbitraryTenant({ createdAt: new Date('2026-03-04T05:06:07.891Z') });
      await new KnexTenantRepository(db()).insert(tenant)();
      const row = (await db()('tenants').select(db().raw('cast(created_at as char) as stored')).where({ id: tenant.id }).first()) as { stored: string };
      expect(row.stored).toBe('2026-03-04 05:06:07.891');
    });
  });

  describe('the connection', () => {
    it('answers the readiness probe', async () => {
      expect(await new KnexDatabaseHealth(db()).ping()()).toEqual(E.right(undefined));
    });
  });

  describe('when the migrations run again', () => {
    it('applies nothing', async () => {
      expect(await migrateToLatest(db())).toEqual([]);
    });
  });
});
