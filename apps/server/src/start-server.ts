import { HttpAppToken } from '@quire/adapter-http-koa/http-module';
import { createDatabaseIfMissing } from '@quire/adapter-persistence-knex/create-database-if-missing';
import { PdfConverterToken } from '@quire/ports/documents/pdf-converter';
import * as E from 'fp-ts/Either';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { bootstrapIfEmpty } from './bootstrap';
import { compose } from './compose';
import type { ServerConfig } from './config';
import { startPeriodicSweeps } from './periodic-sweeps';
import { startJobRunner } from './jobs/job-runner';
import { WorkJobTaskToken } from '@quire/application/jobs/work-job-task';
import { JobRepositoryToken } from '@quire/ports/jobs/job-repository';
import { ClockToken } from '@quire/ports/platform/clock';
import { startWebhookDispatcher } from './webhook-dispatcher';

export type RunningServer = {
  readonly url: string;
  /** The bootstrap key's secret when this start created it (first start on an empty store). */
  readonly bootstrapKey: string | undefined;
  /** Stops accepting connections, lets in-flight requests finish (up to the shutdown timeout), closes pools. */
  readonly stop: () => Promise<void>;
  /** The composed container (tests reach ports through it, e.g. the EventPublisher the jobs use). */
  readonly container: Container;
};

/** Creates the database when it is missing, composes, bootstraps an empty store and listens. */
export const startServer = async (config: ServerConfig, logger: Logger): Promise<RunningServer> => {
  const created = await createDatabaseIfMissing(config.databaseUrl);
  if (created !== undefined) logger.info({ database: created }, 'created the database that DATABASE_URL names');
  const composition = await compose(config, logger);
  try {
    const bootstrapKey = await bootstrapIfEmpty(composition.container);
    const server = http.createServer(composition.container.get(HttpAppToken).callback());
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    // Warm PDF workers in the background: readiness does not wait, and without LibreOffice the server still runs (PDF answers 501).
    void composition.container
      .get(PdfConverterToken)
      .warmUp()()
      .then((warm) => (E.isLeft(warm) ? logger.warn({ pdf: 'unavailable', reason: warm.left.message }, 'PDF output unavailable') : logger.info({ pdf: 'ready' }, 'PDF workers warm')));
    const stopSweeps = startPeriodicSweeps(composition.container, config.sweepIntervalMs, logger);
    // The embedded default works its jobs itself from the database (ADR 0050); with Redis, `quire worker` processes do.
    const setup = composition.jobQueue;
    const runner =
      setup.kind === 'database'
        ? startJobRunner({
            jobs: composition.container.get(JobRepositoryToken),
            work: composition.container.get(WorkJobTaskToken),
            clock: composition.container.get(ClockToken),
            concurrency: config.jobConcurrency,
            pollMs: config.jobPollMs,
            logger,
          })
        : undefined;
    if (runner !== undefined && setup.kind === 'database') setup.queue.onWork(runner.wake);
    const stopWebhooks = startWebhookDispatcher(composition.container, config.webhooks.dispatchIntervalMs, logger);
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      url: `http://${host}:${port}`,
      bootstrapKey,
      container: composition.container,
      stop: () =>
        stopGracefully(server, config.shutdownTimeoutMs, async () => {
          await stopSweeps();
          await runner?.stop();
          await stopWebhooks();
          await composition.close();
        }),
    };
  } catch (error) {
    await composition.close();
    throw error;
  }
};

const stopGracefully = async (server: http.Server, timeoutMs: number, closePools: () => Promise<void>): Promise<void> => {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
  await closed;
  clearTimeout(timer);
  await closePools();
};
