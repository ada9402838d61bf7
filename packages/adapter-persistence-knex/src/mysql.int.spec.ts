import * as E from 'fp-ts/Either';
import { randomBytes } from 'node:crypto';
import { arbitraryTenant } from '@quire/testing/builders/accounts';
import { persistenceContracts } from '@quire/testing/contracts/persistence-contracts';
import type { Knex } from 'knex';
import { createKnex } from './create-knex';
import { KnexApiKeyRepository } from './knex-api-key-repository';
import { KnexDatabaseHealth } from './knex-database-health';
import { KnexTenantRepository } from './knex-tenant-repository';
import { KnexUserRepository } from './knex-user-repository';
import { migrateToLatest } from './migrate-to-latest';

/** The server under test; a fresh database is made on it and dropped afterwards. Never skipped. */
const serverUrl = process.env['QUIRE_TEST_MYSQL_URL'] ?? 'mysql://root@127.0.0.1:3306';
const databaseName = `quire_test_${randomBytes(6).toString('hex')}`;

const onDatabase = (database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

describe('Knex persistence on MySQL/MariaDB', () => {
  let admin: Knex | undefined;
  let db: Knex;

  beforeAll(async () => {
    admin = createKnex(onDatabase('information_schema'));
    try {
      await admin.raw('select 1');
    } catch (error) {
      const where = new URL(serverUrl);
      throw new Error(
        `MySQL/MariaDB is not reachable at ${where.hostname}:${where.port || 3306} (${String(error)}). ` +
          'Start it (start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd) or set QUIRE_TEST_MYSQL_URL.',
      );
    }
    await admin.raw('create database ?? character set utf8mb4 collate utf8mb4_bin', [databaseName]);
    db = createKnex(onDatabase(databaseName));
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db?.destroy();
    if (admin !== undefined) {
      await admin.raw('drop database if exists ??', [databaseName]).catch(() => undefined);
      await admin.destroy();
    }
  });

  persistenceContracts(async () => ({
    tenants: new KnexTenantRepository(db),
    users: new KnexUserRepository(db),
    apiKeys: new KnexApiKeyRepository(db),
    cleanup: async () => undefined,
  }));

  describe('instants', () => {
    it('are stored as UTC with milliseconds, whatever the server time zone', async () => {
      const tenant = arbitraryTenant({ createdAt: new Date('2026-03-04T05:06:07.891Z') });
      await new KnexTenantRepository(db).insert(tenant)();
      const row = (await db('tenants').select(db.raw('cast(created_at as char) as stored')).where({ id: tenant.id }).first()) as { stored: string };
      expect(row.stored).toBe('2026-03-04 05:06:07.891');
    });
  });

  describe('the connection', () => {
    it('answers the readiness probe', async () => {
      expect(await new KnexDatabaseHealth(db).ping()()).toEqual(E.right(undefined));
    });
  });

  describe('when the migrations run again', () => {
    it('applies nothing', async () => {
      expect(await migrateToLatest(db)).toEqual([]);
    });
  });
});
