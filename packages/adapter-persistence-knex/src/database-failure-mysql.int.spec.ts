import { expectLeft } from '@quire/testing/contracts/run-task';
import { databaseFailureSpecs } from '../test/database-failure-specs';
import { useMigratedDatabase } from '../test/migrated-database';
import { deadlockRetryCounts } from './platform/deadlock-retries';
import { runQuery } from './platform/run-query';

/** Never skipped: fails when the server is unreachable. */
describe('database failures on MySQL/MariaDB', () => {
  const db = useMigratedDatabase('mysql');
  databaseFailureSpecs(db);

  describe('two transactions that lock two rows in opposite orders', () => {
    it('make one of them a deadlock victim, which runs again (counted) and succeeds', async () => {
      await db().raw('create table deadlock_rows (id int primary key, n int not null)');
      await db()('deadlock_rows').insert([{ id: 1, n: 0 }, { id: 2, n: 0 }]);
      let bothHoldOne: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        let count = 0;
        bothHoldOne = () => (++count === 2 ? resolve() : undefined);
      });
      const crossing = (first: number, second: number) =>
        runQuery('deadlock.rows', () =>
          db().transaction(async (trx) => {
            await trx('deadlock_rows').where({ id: first }).increment('n', 1);
            bothHoldOne();
            await held;
            await trx('deadlock_rows').where({ id: second }).increment('n', 1);
          }),
        )();
      const before = deadlockRetryCounts();
      const results = await Promise.all([crossing(1, 2), crossing(2, 1)]);
      expect(results.map((result) => result._tag)).toEqual(['Right', 'Right']);
      expect(await db()('deadlock_rows').select('id', 'n').orderBy('id')).toEqual([{ id: 1, n: 2 }, { id: 2, n: 2 }]);
      expect(deadlockRetryCounts().retried - before.retried).toBeGreaterThanOrEqual(1);
    });
  });

  describe('a lock held past the lock wait timeout', () => {
    it('is a lost race', async () => {
      await db().raw('create table waited_rows (id int primary key)');
      await db()('waited_rows').insert({ id: 1 });
      const holder = await db().transaction();
      try {
        await holder('waited_rows').where({ id: 1 }).forUpdate();
        const failure = await expectLeft(
          runQuery('waited.rows', () =>
            db().transaction(async (trx) => {
              await trx.raw('set innodb_lock_wait_timeout = 1');
              await trx('waited_rows').where({ id: 1 }).forUpdate();
            }),
          ),
        );
        expect(failure).toEqual({ _tag: 'StorageError', operation: 'waited.rows', kind: 'lost_race', cause: { code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205 } });
      } finally {
        await holder.rollback();
      }
    });
  });
});
