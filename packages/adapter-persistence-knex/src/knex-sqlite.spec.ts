import * as E from 'fp-ts/Either';
import { persistenceContracts } from '@quire/testing/contracts/persistence-contracts';
import { KnexDatabaseHealth } from './platform/knex-database-health';
import { migrateToLatest } from './platform/migrations/migrate-to-latest';
import { knexAccountStores } from '../test/account-stores';
import { useMigratedDatabase } from '../test/migrated-database';

describe('Knex persistence on SQLite', () => {
  const db = useMigratedDatabase('sqlite file');

  persistenceContracts(async () => knexAccountStores(db()));

  describe('the connection', () => {
    it('enforces foreign keys and uses the write-ahead log', async () => {
      const [foreignKeys] = (await db().raw('pragma foreign_keys')) as Array<{ foreign_keys: number }>;
      const [journal] = (await db().raw('pragma journal_mode')) as Array<{ journal_mode: string }>;
      expect(foreignKeys?.foreign_keys).toBe(1);
      expect(journal?.journal_mode).toBe('wal');
    });

    it('answers the readiness probe', async () => {
      expect(await new KnexDatabaseHealth(db()).ping()()).toEqual(E.right(undefined));
    });
  });

  describe('when the migrations run again', () => {
    it('applies nothing and keeps the data', async () => {
      await db()('tenants').insert({ id: 'kept', name: 'Kept', created_at: new Date(), updated_at: new Date(), version: 1 });
      expect(await migrateToLatest(db())).toEqual([]);
      expect(await db()('tenants').where({ id: 'kept' }).first()).toMatchObject({ name: 'Kept' });
    });
  });
});
