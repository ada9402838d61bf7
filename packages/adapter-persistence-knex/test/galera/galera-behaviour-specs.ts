import { createConnection } from 'mysql2/promise';
import { configOf } from '../../src/platform/run-transaction';
import { readRow } from '../../src/platform/read-row';
import type { GaleraWorld } from './galera-world';

/** A raw driver error as it reaches the code: its number. */
const errnoOf = async (statement: Promise<unknown>): Promise<number | undefined> =>
  statement.then(
    () => undefined,
    (error: { errno?: number }) => error.errno,
  );

/** How many rounds the stale-read probe runs (the probe read 200 times). */
const ROUNDS = 200;

/**
 * What a Galera cluster does that one MariaDB does not, as Quire's persistence meets it: each test
 * works on a table of its own, through the raw driver or Knex, on two or more nodes.
 */
export const galeraBehaviourSpecs = (world: GaleraWorld): void => {
  const { db } = world;
  /** A table made through node 1, with its rows; a causal read on the other nodes waits until they have it too. */
  const givenTable = async (name: string, rows: ReadonlyArray<{ id: number; v: number }>) => {
    await db(0).schema.createTable(name, (table) => {
      table.integer('id').primary();
      table.integer('v').notNullable();
    });
    await db(0)(name).insert(rows);
    for (const node of [1, 2]) await readRow(db(node), `select count(*) as n from ${name}`, []);
  };

  describe('one row changed on two nodes at once', () => {
    it('is locked FOR UPDATE on both without waiting, and the second COMMIT fails with 1213', async () => {
      await givenTable('probe_locks', [{ id: 1, v: 0 }]);
      const [first, second] = [await db(0).transaction(configOf(db(0))), await db(1).transaction(configOf(db(1)))];
      try {
        await first.raw('select v from probe_locks where id = 1 for update');
        // On one server this would wait for `first` and time out (1205); on another node nothing waits.
        await second.raw('set innodb_lock_wait_timeout = 1');
        await second.raw('select v from probe_locks where id = 1 for update');
        await first('probe_locks').where({ id: 1 }).update({ v: 1 });
        await second('probe_locks').where({ id: 1 }).update({ v: 2 });
        await first.commit();
        // knex's commit() settles either way; the transaction's own promise carries a failed COMMIT.
        await second.commit();
        expect(await errnoOf(second.executionPromise)).toBe(1213);
      } finally {
        await Promise.all([first, second].map((trx) => (trx.isCompleted() ? undefined : trx.rollback().catch(() => undefined))));
      }
      expect(await readRow(db(1), 'select v from probe_locks where id = ?', [1])).toEqual({ v: 1 });
    });
  });

  describe('a read on another node right after a commit', () => {
    it('is stale while that node has not applied the write, and a causal read waits for it', async () => {
      await givenTable('probe_reads', [{ id: 1, v: 0 }]);
      // FLUSH TABLES WITH READ LOCK holds node 2's applier: what node 1 commits waits there, unapplied.
      const url = new URL(world.cluster().nodes[1]?.url ?? '');
      const holder = await createConnection({ host: url.hostname, port: Number(url.port), user: 'root' });
      try {
        await holder.query('FLUSH TABLES WITH READ LOCK');
        await db(0)('probe_reads').where({ id: 1 }).update({ v: 42 });
        expect(await db(1)('probe_reads').select('v').where({ id: 1 })).toEqual([{ v: 0 }]);
        const causal = readRow(db(1), 'select v from probe_reads where id = ?', [1]);
        await holder.query('UNLOCK TABLES');
        expect(await causal).toEqual({ v: 42 });
      } finally {
        await holder.end();
      }
    });

    it(`is never stale when causal, in ${ROUNDS} writes each read at once on another node`, async () => {
      await givenTable('probe_rounds', [{ id: 1, v: 0 }]);
      let stale = 0;
      for (let round = 1; round <= ROUNDS; round += 1) {
        await db(0)('probe_rounds').where({ id: 1 }).update({ v: round });
        const row = await readRow<{ v: number }>(db(1 + (round % 2)), 'select v from probe_rounds where id = ?', [1]);
        if (row?.v !== round) stale += 1;
      }
      expect(stale).toBe(0);
    });
  });

  describe('auto-increment ids', () => {
    it('step by the cluster size, so they are never dense', async () => {
      await db(0).schema.createTable('probe_ids', (table) => {
        table.increments('id');
        table.integer('v').notNullable();
      });
      for (const v of [1, 2, 3]) await db(0)('probe_ids').insert({ v });
      const ids = ((await db(0)('probe_ids').select('id').orderBy('id')) as Array<{ id: number }>).map((row) => row.id);
      expect(ids.slice(1).map((id, index) => id - (ids[index] as number))).toEqual([3, 3]);
    });
  });

  describe('distributed transactions', () => {
    it('are refused (XA)', async () => {
      expect(await errnoOf(db(0).raw("XA START 'quire-probe'"))).toBe(1235);
    });
  });

  describe('named locks', () => {
    it('lock one node only: two nodes both hold the same name', async () => {
      const [first, second] = [await db(0).transaction(), await db(1).transaction()];
      const answer = async (trx: typeof first, sql: string): Promise<unknown> => Object.values(((await trx.raw(sql)) as [Array<Record<string, unknown>>])[0][0] ?? {})[0];
      try {
        expect([await answer(first, "select get_lock('quire-probe', 0)"), await answer(second, "select get_lock('quire-probe', 0)")]).toEqual([1, 1]);
      } finally {
        await Promise.all([first, second].map(async (trx) => (await answer(trx, "select release_lock('quire-probe')"), await trx.rollback())));
      }
    });
  });
};
