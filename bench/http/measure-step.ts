import { setTimeout as sleep } from 'node:timers/promises';
import { runLoad, type LoadResult } from './load';
import { percentile } from './percentile';
import type { ServerProcess } from './server-process';

/** One template at one number of connections: the client's view and the server's. */
export type Step = {
  readonly document: string;
  readonly load: LoadResult;
  readonly server: {
    /** Generate requests the server logged during the step (in-flight ones cut off at the end included). */
    readonly requests: number;
    readonly non200: number;
    /** The request log's `ms` (from the first middleware until the body is handed to Node, reading the request body included). */
    readonly ms: { readonly p50: number; readonly p99: number };
    /** CPU time of the server process (every thread) during the step, per request it logged. */
    readonly cpuMsPerRequest: number;
    readonly rssMiB: number;
  };
};

/** Time for in-flight requests to finish and their log lines to arrive after autocannon stops. */
const SETTLE_MS = 500;

export const measureStep = async (
  server: ServerProcess,
  document: string,
  request: { readonly path: string; readonly body: string; readonly connections: number; readonly durationSeconds: number },
): Promise<Step> => {
  const log = server.collectGenerateLog();
  const before = server.usage();
  const load = await runLoad({ url: server.url, apiKey: server.apiKey, ...request });
  await sleep(SETTLE_MS);
  const after = server.usage();
  const sorted = log.map((line) => line.ms).sort((a, b) => a - b);
  return {
    document,
    load,
    server: {
      requests: log.length,
      non200: log.filter((line) => line.status !== 200).length,
      ms: { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) },
      cpuMsPerRequest: (after.cpuMs - before.cpuMs) / Math.max(1, log.length),
      rssMiB: after.rssMiB,
    },
  };
};
