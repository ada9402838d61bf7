import { thrownErrorLogFields } from '@quire/ports/storage/error-log-fields';
import * as E from 'fp-ts/Either';
import cluster from 'node:cluster';
import { startPrimary } from './cluster/primary';
import { workerMetricsOfServer } from './cluster/worker-metrics';
import { readConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './start-server';

type Started = { readonly bootstrapKey: string | undefined; readonly url: string; readonly stop: () => Promise<void> };

/**
 * `npm start`: read the configuration once, start, print the bootstrap key on first start, stop on
 * SIGTERM/SIGINT. With WEB_CONCURRENCY above 1 this process is the primary of that many HTTP
 * processes (cluster/primary.ts), each of which runs this file again as a worker.
 */
const main = async (): Promise<void> => {
  const config = readConfig(process.env, process.cwd());
  if (E.isLeft(config)) {
    process.stderr.write(`Invalid configuration: ${config.left.message} (setting ${config.left.setting})\n`);
    process.exit(78);
  }
  const logger = createLogger(config.right);
  if (cluster.isWorker) {
    // One of the primary's HTTP processes: it says nothing on stdout but its log, and ends with its primary.
    const server = await startServer(config.right, logger, { metricsOfServer: workerMetricsOfServer() });
    logger.info({ url: server.url, process: Number(process.env['QUIRE_HTTP_PROCESS'] ?? 0) }, 'HTTP process ready');
    stopOn(logger, server.stop, ['SIGTERM', 'SIGINT', 'disconnect']);
    return;
  }
  const started: Started = config.right.webConcurrency > 1 ? await primaryOf(config.right, logger) : await startServer(config.right, logger);
  if (started.bootstrapKey !== undefined) process.stdout.write(`Bootstrap API key: ${started.bootstrapKey}\n`);
  // For the person who just ran `npm start`: where to point a browser, in words beside the key rather than in the JSON log.
  process.stdout.write(`Web console: ${started.url}/console/\n`);
  logger.info({ url: started.url, embedded: config.right.embedded, blobs: config.right.blobs.kind, processes: config.right.webConcurrency }, 'listening');
  stopOn(logger, started.stop, ['SIGTERM', 'SIGINT']);
};

const primaryOf = async (...args: Parameters<typeof startPrimary>): Promise<Started> => {
  const primary = await startPrimary(...args);
  return { bootstrapKey: primary.bootstrapKey, url: await primary.listening, stop: primary.stop };
};

/** Stops once, on the first of these signals (a worker's `disconnect`: its primary is gone), and exits. */
const stopOn = (logger: ReturnType<typeof createLogger>, stop: () => Promise<void>, signals: ReadonlyArray<'SIGTERM' | 'SIGINT' | 'disconnect'>): void => {
  let stopping = false;
  const once = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ error: thrownErrorLogFields(error) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, () => once(signal));
};

main().catch((error: unknown) => {
  process.stderr.write(`Quire failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
