import { catchUpWithCluster } from '../../src/platform/causal-reads';
import { migrateToLatest } from '../../src/platform/migrations/migrate-to-latest';
import type { GaleraWorld } from './galera-world';

type TableFacts = { table_name: string; engine: string; primary_key: string | null };

/**
 * Quire's schema on a cluster: Galera replicates InnoDB tables only, and a row only by its primary
 * key (a table without one is refused or replicated slowly and unsafely), so every table has one.
 */
export const galeraSchemaSpecs = ({ db }: GaleraWorld): void => {
  describe("Quire's schema, migrated on node 1", () => {
    it('has a primary key on every table, all of them InnoDB, seen from node 2 once it has caught up', async () => {
      await catchUpWithCluster(db(1));
      const [rows] = (await db(1).raw(
        `select t.table_name as table_name, t.engine as engine, c.constraint_name as primary_key
           from information_schema.tables t
           left join information_schema.table_constraints c
             on c.table_schema = t.table_schema and c.table_name = t.table_name and c.constraint_type = 'PRIMARY KEY'
          where t.table_schema = database() and t.table_type = 'BASE TABLE' and t.table_name not like 'probe%'`,
      )) as [TableFacts[]];
      expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['tenants', 'api_keys', 'snippets', 'idempotency_keys', 'rate_limits', 'jobs', 'job_chunks', 'webhook_deliveries', 'quire_migrations']));
      expect(rows.filter((row) => row.primary_key === null || row.engine !== 'InnoDB')).toEqual([]);
    });

    it("numbers no row with auto-increment (it steps by the cluster size), but knex's own migration tables", async () => {
      const [rows] = (await db(1).raw(
        `select table_name as table_name, column_name as column_name from information_schema.columns
          where table_schema = database() and extra like '%auto_increment%' and table_name not like 'probe%' order by table_name`,
      )) as [Array<{ table_name: string; column_name: string }>];
      expect(rows).toEqual([
        { table_name: 'quire_migrations', column_name: 'id' },
        { table_name: 'quire_migrations_lock', column_name: 'index' },
      ]);
    });

    it('is there on the other nodes: migrating through them applies nothing', async () => {
      expect(await migrateToLatest(db(2))).toEqual([]);
    });
  });
};
