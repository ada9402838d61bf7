import { setTimeout as sleep } from 'node:timers/promises';
import { runLoad, type LoadRequest, type LoadResult } from './load';
import { runNodeLoad } from './load-node';
import { percentile } from './percentile';
import type { ServerProcess } from '@quire/server/test/server-process';

/** Which client drives the load: autocannon (the default) or node's own http client. */
export type LoadClient = 'autocannon' | 'node';

export const loadWith = (client: LoadClient) => (client === 'node' ? runNodeLoad : runLoad);

/** What a step measures: a server's address and CPU; its request log when it has one (the reference server has none). */
export type Measured = Pick<ServerProcess, 'url' | 'usage'> & Partial<Pick<ServerProcess, 'collectRequestLog'>>;

/** One route (a template's generation, or a reference route) at one number of connections: the client's view and the server's. */
export type Step = {
  /** The template's size name (letter, contract), or what a reference route is. */
  readonly document: string;
  /** The server's ENGINE_THREADS: `0` renders on the HTTP thread, `pool` is the default (as many as the cores). */
  readonly threads: string;
  /** Which server: `this` tree, the `before` tree, or the `reference` (node:http doing nothing), and with how many HTTP processes (WEB_CONCURRENCY; `default`). */
  readonly tree: string;
  readonly processes: string;
  readonly client: LoadClient;
  readonly load: LoadResult;
  /** CPU time of this process (autocannon and reading the server's log) per response: the load generator shares the machine. */
  readonly clientCpuMsPerRequest: number;
  readonly server: {
    /** Requests of the route the server logged during the step (in-flight ones cut off at the end included). */
    readonly requests: number;
    readonly non200: number;
    /** The request log's `ms` (from the first middleware until the body is handed to Node, reading the request body included). */
    readonly ms: { readonly p50: number; readonly p99: number };
    /**
     * For a generation: the request log's `renderMs` (the engine's part of the request) at its median,
     * and the median over requests of `ms ÷ renderMs`, the server's time against the render it did.
     * NaN for routes that render nothing.
     */
    readonly render: { readonly p50: number; readonly serverOverRender: number };
    /** CPU time of the server process (every thread) during the step, per request it logged. */
    readonly cpuMsPerRequest: number;
    /** Of it, kernel time. */
    readonly systemCpuMsPerRequest: number;
    readonly rssMiB: number;
  };
};

const POLL_MS = 50;
/** The server is taken to have finished the step's requests when its log has been quiet this long… */
const QUIET_MS = 1_000;
/** …or at the latest after this. */
const DRAIN_LIMIT_MS = 30_000;

/**
 * Waits until the server has logged every request sent (when the time is up, autocannon drops the
 * connections, but requests already sent are still served), so that their time and CPU count in
 * this step and not in the next. The log can lag behind the answers (pino writes asynchronously),
 * so at least every answered request is waited for; past that, a quiet log ends the wait.
 */
const drained = async (log: ReadonlyArray<unknown>, load: LoadResult): Promise<void> => {
  const answered = load.ok + load.non2xx;
  const started = Date.now();
  let seen = log.length;
  let quietSince = Date.now();
  const waiting = (): boolean =>
    log.length < load.sent && (log.length < answered || Date.now() - quietSince < QUIET_MS) && Date.now() - started < DRAIN_LIMIT_MS;
  while (waiting()) {
    await sleep(POLL_MS);
    if (log.length !== seen) {
      seen = log.length;
      quietSince = Date.now();
    }
  }
  await sleep(POLL_MS * 2);
};

export type StepSetting = Pick<Step, 'document' | 'threads' | 'tree' | 'processes' | 'client'>;

export const measureStep = async (
  server: Measured,
  setting: StepSetting,
  /** The route's pattern as the request log names it, e.g. `/v1/FormTemplates/:id/Generate`. */
  route: string,
  request: Omit<LoadRequest, 'url'>,
): Promise<Step> => {
  const log = server.collectRequestLog?.(route);
  const before = server.usage();
  const clientBefore = process.cpuUsage();
  const load = await loadWith(setting.client)({ url: server.url, ...request });
  if (log === undefined) await sleep(POLL_MS * 2);
  else await drained(log, load);
  const after = server.usage();
  const client = process.cpuUsage(clientBefore);
  const lines = log ?? [];
  const sorted = lines.map((line) => line.ms).sort((a, b) => a - b);
  const rendered = lines.flatMap((line) => (line.renderMs === undefined || line.renderMs <= 0 ? [] : [{ ms: line.ms, renderMs: line.renderMs }]));
  const ascending = (values: number[]): number[] => values.sort((a, b) => a - b);
  const served = log === undefined ? load.ok + load.non2xx : log.length;
  return {
    ...setting,
    load,
    clientCpuMsPerRequest: (client.user + client.system) / 1000 / Math.max(1, load.ok + load.non2xx),
    server: {
      requests: served,
      non200: log === undefined ? load.non2xx : lines.filter((line) => line.status !== 200).length,
      ms: { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) },
      render: {
        p50: percentile(ascending(rendered.map((line) => line.renderMs)), 0.5),
        serverOverRender: percentile(ascending(rendered.map((line) => line.ms / line.renderMs)), 0.5),
      },
      cpuMsPerRequest: (after.cpuMs - before.cpuMs) / Math.max(1, served),
      systemCpuMsPerRequest: (after.systemCpuMs - before.systemCpuMs) / Math.max(1, served),
      rssMiB: after.rssMiB,
    },
  };
};
