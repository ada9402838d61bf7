import { databaseFailure } from './database-failure';
import { DEADLOCK_ATTEMPTS, deadlockRetryCounts, deadlockRetryMetrics, retryingDeadlocks } from './deadlock-retries';

/** What mysql2 throws for a deadlock victim, or for a COMMIT a Galera cluster refused. */
const deadlock = (): Error => Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { code: 'ER_LOCK_DEADLOCK', errno: 1213 });

/** A piece of work that loses the first `losses` runs, then answers how many runs it took. */
const losing = (losses: number) => {
  let runs = 0;
  return async (): Promise<number> => {
    runs += 1;
    if (runs <= losses) throw deadlock();
    return runs;
  };
};

describe('retryingDeadlocks', () => {
  describe('when a SQLite transaction lost to another process (busy, or its snapshot written since)', () => {
    it.each(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT'])('runs it again on %s', async (code) => {
      let runs = 0;
      const work = async (): Promise<number> => {
        runs += 1;
        if (runs === 1) throw Object.assign(new Error('database is locked'), { code });
        return runs;
      };
      expect(await retryingDeadlocks(work)).toBe(2);
    });

    it('does not run again other SQLite errors', async () => {
      const thrown: unknown = await retryingDeadlocks(async () => {
        throw Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
      }).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    });
  });

  describe('when the work loses a few runs', () => {
    it('runs it again until it wins, and counts each run again', async () => {
      const before = deadlockRetryCounts();
      expect(await retryingDeadlocks(losing(3))).toBe(4);
      expect(deadlockRetryCounts()).toEqual({ retried: before.retried + 3, gaveUp: before.gaveUp });
    });
  });

  describe('when the work loses every run', () => {
    it(`stops after ${DEADLOCK_ATTEMPTS} runs and throws the deadlock, a lost race, counted as given up`, async () => {
      const before = deadlockRetryCounts();
      const thrown: unknown = await retryingDeadlocks(losing(Infinity)).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ errno: 1213 });
      expect(databaseFailure('rows.update')(thrown)).toEqual({ _tag: 'StorageError', operation: 'rows.update', kind: 'lost_race', cause: { code: 'ER_LOCK_DEADLOCK', errno: 1213 } });
      expect(deadlockRetryCounts()).toEqual({ retried: before.retried + DEADLOCK_ATTEMPTS - 1, gaveUp: before.gaveUp + 1 });
    });
  });

  describe('when the work fails otherwise', () => {
    it('throws at once, without running it again', async () => {
      let runs = 0;
      const failing = async (): Promise<never> => {
        runs += 1;
        throw Object.assign(new Error('Lock wait timeout exceeded'), { errno: 1205 });
      };
      await expect(retryingDeadlocks(failing)).rejects.toMatchObject({ errno: 1205 });
      expect(runs).toBe(1);
    });
  });

  describe('its metrics', () => {
    it('report the runs again and the writes given up as one counter', async () => {
      const counts = deadlockRetryCounts();
      expect(deadlockRetryMetrics.metricFamilies()).toEqual([
        expect.objectContaining({
          name: 'quire_database_deadlock_retries_total',
          type: 'counter',
          samples: [
            { labels: { outcome: 'retried' }, value: counts.retried },
            { labels: { outcome: 'gave_up' }, value: counts.gaveUp },
          ],
        }),
      ]);
    });
  });
});
