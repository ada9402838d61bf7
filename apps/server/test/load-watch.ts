import { requestOnItsOwnConnection } from './one-connection-request';
import type { ServerProcess } from './server-process';

/** What a server went through while a request ran: its slowest `/healthz` answer, how far its memory rose and the CPU its HTTP thread used. */
export type LoadWatch = {
  /** Stops watching and answers the figures. */
  readonly stop: () => Promise<{ readonly slowestHealthMs: number; readonly healthChecks: number; readonly rssGrowthMiB: number; readonly mainThreadCpuMs: number }>;
};

const HEALTH_INTERVAL_MS = 25;
const HEALTH_GIVE_UP_MS = 5_000;

/**
 * Asks `/healthz` again and again (one at a time, a pause between answers) and samples the
 * server's resident memory with each: the slowest answer is how long the event loop was held,
 * the highest sample over the first is what the request cost in memory.
 */
export const watchLoad = (server: ServerProcess): LoadWatch => {
  const start = server.usage();
  const baseline = start.rssMiB;
  let highest = baseline;
  let slowest = 0;
  let checks = 0;
  let watching = true;
  const loop = (async (): Promise<void> => {
    while (watching) {
      const started = performance.now();
      try {
        await requestOnItsOwnConnection('GET', `${server.url}/healthz`, {}, HEALTH_GIVE_UP_MS);
        slowest = Math.max(slowest, performance.now() - started);
      } catch {
        // No answer at all (the server is stuck or gone): as slow as can be.
        slowest = Number.POSITIVE_INFINITY;
      }
      checks += 1;
      highest = Math.max(highest, server.usage().rssMiB);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
    }
  })();
  return {
    stop: async () => {
      watching = false;
      await loop;
      return { slowestHealthMs: slowest, healthChecks: checks, rssGrowthMiB: highest - baseline, mainThreadCpuMs: server.usage().mainThreadCpuMs - start.mainThreadCpuMs };
    },
  };
};
