import { setTimeout as sleep } from 'node:timers/promises';
import type { MetricFamily, MetricsSource } from '@quire/ports/platform/metrics-source';
import { isDeadlock } from './sql-errors';

/** Runs in all of a statement or transaction that keeps losing (1213), and the bounds of the pause before each run again. */
export const DEADLOCK_ATTEMPTS = 8;
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 250;

/** What this process's database writes met: runs again after a deadlock or certification failure, and writes that lost every run. */
const counts = { retried: 0, gaveUp: 0 };

/** The counts so far (a copy): for `GET /metrics`, and for tests that compare before and after. */
export const deadlockRetryCounts = (): { readonly retried: number; readonly gaveUp: number } => ({ ...counts });

/** The counts as metrics, for the composition root to report with the others. */
export const deadlockRetryMetrics: MetricsSource = {
  metricFamilies: (): ReadonlyArray<MetricFamily> => [
    {
      name: 'quire_database_deadlock_retries_total',
      help: 'Database writes run again after a deadlock or a cluster certification failure (1213), and writes that lost every run',
      type: 'counter',
      samples: [
        { labels: { outcome: 'retried' }, value: counts.retried },
        { labels: { outcome: 'gave_up' }, value: counts.gaveUp },
      ],
    },
  ],
};

/** Full jitter: anywhere up to a ceiling that doubles with each run, so that the losers of one race do not meet again. */
const pauseBefore = (attempt: number): number => Math.random() * Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (attempt - 1));

/**
 * Runs `run`, and again when MySQL chose it as a deadlock victim or a Galera cluster refused its
 * COMMIT because another node wrote the same rows first (both are error 1213, and either way the
 * whole of it was rolled back, so running it again is safe). A few runs at most; the last error is
 * thrown, never swallowed, and every run again is counted (deadlockRetryMetrics).
 */
export const retryingDeadlocks = async <A>(run: () => Promise<A>): Promise<A> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error)) throw error;
      if (attempt >= DEADLOCK_ATTEMPTS) {
        counts.gaveUp += 1;
        throw error;
      }
      counts.retried += 1;
      await sleep(pauseBefore(attempt));
    }
  }
};
