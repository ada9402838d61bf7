import type { Knex } from 'knex';
import { causally, causalSql, onGaleraNode } from '../src/platform/causal-reads';
import { isMysql } from '../src/platform/dialect';

/** The statements a knex instance sends while `run` runs. */
const statementsSent = async (db: Knex, run: () => Promise<unknown>): Promise<string[]> => {
  const sent: string[] = [];
  const listener = (query: { sql: string }) => sent.push(query.sql);
  db.on('query', listener);
  try {
    await run();
  } finally {
    db.removeListener('query', listener);
  }
  return sent;
};

/**
 * Causal statements on one database (each dialect's spec and the Galera suite call it): made causal
 * only on a Galera node, and answering exactly what knex answers for the same builder.
 */
export const causalReadSpecs = (db: () => Knex, galera: boolean): void => {
  describe('causal statements', () => {
    const table = `causal_rows_${galera ? 'galera' : 'plain'}`;
    beforeAll(async () => {
      await db().schema.createTable(table, (columns) => {
        columns.integer('id').primary();
        columns.integer('v').notNullable();
      });
      await db()(table).insert([{ id: 1, v: 10 }, { id: 2, v: 20 }]);
    });

    it(`know the pool is ${galera ? '' : 'not '}on a Galera node, asking the server once at most`, async () => {
      const sent = await statementsSent(db(), async () => {
        for (let time = 0; time < 5; time += 1) expect(await onGaleraNode(db())).toBe(galera);
      });
      expect(sent.filter((sql) => sql.includes('wsrep_on')).length).toBeLessThanOrEqual(1);
    });

    it(`are ${galera ? 'sent with wsrep_sync_wait' : 'sent as they are'}`, async () => {
      const sent = await statementsSent(db(), () => causally(db(), db()(table).where({ id: 1 }).first()));
      expect(sent.filter((sql) => sql.includes('SET STATEMENT wsrep_sync_wait')).length).toBe(galera ? 1 : 0);
      expect(await causalSql(db(), 'select 1')).toBe(galera ? 'SET STATEMENT wsrep_sync_wait = 7 FOR select 1' : 'select 1');
    });

    it('answer what knex answers: rows, a first row or none, changed rows, inserted ids', async () => {
      expect(await causally(db(), db()(table).select('id', 'v').orderBy('id'))).toEqual([{ id: 1, v: 10 }, { id: 2, v: 20 }]);
      expect(await causally(db(), db()(table).where({ id: 2 }).first())).toEqual({ id: 2, v: 20 });
      expect(await causally(db(), db()(table).where({ id: 3 }).first())).toBeUndefined();
      const inserted = await causally(db(), db()(table).insert({ id: 3, v: 30 }));
      const insertedByKnex = await db()(table).insert({ id: 4, v: 40 });
      // No auto-increment column: MySQL answers 0 for both, SQLite the rowid (here the id).
      expect([inserted, insertedByKnex]).toEqual(isMysql(db()) ? [[0], [0]] : [[3], [4]]);
      expect(await causally(db(), db()(table).where('id', '>', 1).update({ v: 0 }))).toBe(3);
      expect(await causally(db(), db()(table).whereIn('id', [3, 4]).del())).toBe(2);
      expect(await db()(table).select('id', 'v').orderBy('id')).toEqual([{ id: 1, v: 10 }, { id: 2, v: 0 }]);
    });
  });
};
