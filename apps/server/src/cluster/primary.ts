import { createDatabaseIfMissing } from '@quire/adapter-persistence-knex/create-database-if-missing';
import type { MetricFamily } from '@quire/ports/platform/metrics-source';
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { bootstrapIfEmpty } from '../bootstrap';
import { compose } from '../composition/compose';
import type { ServerConfig } from '../config';
import { type ClusterMessage, isClusterMessage } from './cluster-messages';
import { processShare } from './process-shares';

/** An HTTP process that dies sooner than this after its start is started again only after a pause (a crash loop does not spin). */
const SHORT_LIFE_MS = 5_000;
const RESTART_PAUSE_MS = 1_000;
/** Beyond the shutdown timeout, how long the primary waits for its processes before it kills them. */
const STOP_GRACE_MS = 5_000;

export type Primary = {
  /** The bootstrap key's secret when the primary created it (first start on an empty store). */
  readonly bootstrapKey: string | undefined;
  /** Where the processes listen, once every one of them does. */
  readonly listening: Promise<string>;
  /** Stops every process gracefully (each finishes its requests within SHUTDOWN_TIMEOUT_MS), then answers. */
  readonly stop: () => Promise<void>;
};

/**
 * The primary of `WEB_CONCURRENCY` HTTP processes on one port (node:cluster; ADR 0134). It prepares
 * the store once — creates the database when missing, migrates (the one migrator), bootstraps an
 * empty store — then starts the processes, each with its share of the engine threads, PDF workers
 * and job tasks (processShare); connections are shared out among them. A process that dies is
 * started again. Asked for the metrics by one process, it gathers every other's.
 */
export const startPrimary = async (config: ServerConfig, logger: Logger): Promise<Primary> => {
  const created = await createDatabaseIfMissing(config.databaseUrl);
  if (created !== undefined) logger.info({ database: created }, 'created the database that DATABASE_URL names');
  // The store alone: no engine threads, no PDF or job workers start for this.
  const composition = await compose({ ...config, engineThreads: 0 }, logger);
  let bootstrapKey: string | undefined;
  try {
    bootstrapKey = await bootstrapIfEmpty(composition.useCases.accounts);
  } finally {
    await composition.close();
  }

  const processes = config.webConcurrency;
  const indexOf = new Map<number, number>();
  const startedAt = new Map<number, number>();
  let stopping = false;
  const fork = (index: number): void => {
    const worker = cluster.fork({ ...processShare(config, index, processes), QUIRE_HTTP_PROCESS: String(index) });
    indexOf.set(worker.id, index);
    startedAt.set(worker.id, Date.now());
  };

  let announce: (url: string) => void = () => undefined;
  const listening = new Promise<string>((resolve) => (announce = resolve));
  const listened = new Set<number>();
  cluster.on('listening', (worker, address) => {
    listened.add(indexOf.get(worker.id) ?? -1);
    if (listened.size === processes) {
      const host = address.address?.includes(':') === true ? `[${address.address}]` : (address.address ?? config.host);
      announce(`http://${host}:${address.port}`);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const index = indexOf.get(worker.id);
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    indexOf.delete(worker.id);
    startedAt.delete(worker.id);
    if (stopping || index === undefined) return;
    logger.error({ process: index, code, signal }, 'HTTP process exited; starting another');
    setTimeout(() => !stopping && fork(index), lived < SHORT_LIFE_MS ? RESTART_PAUSE_MS : 0).unref();
  });

  // GET /metrics in one process: every other's metrics, gathered here.
  let collecting = 0;
  const collections = new Map<number, { readonly families: Array<ReadonlyArray<MetricFamily>>; readonly pending: Set<number>; readonly done: () => void }>();
  const send = (worker: Worker | undefined, message: ClusterMessage): void => {
    if (worker !== undefined && worker.isConnected()) worker.send(message);
  };
  cluster.on('message', (worker, message: unknown) => {
    if (!isClusterMessage(message)) return;
    if (message.quire === 'metrics-wanted') {
      const others = Object.values(cluster.workers ?? {}).filter((other): other is Worker => other !== undefined && other.id !== worker.id && other.isConnected());
      const id = ++collecting;
      const families: Array<ReadonlyArray<MetricFamily>> = [];
      const done = (): void => {
        collections.delete(id);
        send(worker, { quire: 'metrics-gathered', id: message.id, families });
      };
      if (others.length === 0) return done();
      collections.set(id, { families, pending: new Set(others.map((other) => other.id)), done });
      for (const other of others) send(other, { quire: 'metrics-collect', id });
      return;
    }
    if (message.quire === 'metrics-collected') {
      const collection = collections.get(message.id);
      if (collection === undefined || !collection.pending.delete(worker.id)) return;
      collection.families.push(message.families);
      if (collection.pending.size === 0) collection.done();
    }
  });

  for (let index = 0; index < processes; index++) fork(index);

  const stop = async (): Promise<void> => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    const exited = workers.map((worker) => (worker.isDead() ? Promise.resolve() : new Promise<void>((resolve) => worker.once('exit', () => resolve()))));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const killer = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, config.shutdownTimeoutMs + STOP_GRACE_MS);
    await Promise.all(exited);
    clearTimeout(killer);
  };
  return { bootstrapKey, listening, stop };
};
