import { createHttpApp } from '@quire/adapter-http-koa/create-http-app';
import type { MetricsOfServer } from '@quire/adapter-http-koa/http-options';
import { createDatabaseIfMissing } from '@quire/adapter-persistence-knex/create-database-if-missing';
import * as E from 'fp-ts/Either';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { bootstrapIfEmpty } from './bootstrap';
import { type Composition, compose } from './composition/compose';
import { httpOptionsOf } from './composition/http-options';
import type { ServerConfig } from './config';
import { startPeriodicSweeps } from './periodic-sweeps';
import { startJobRunner } from './jobs/job-runner';
import { dispatchOf, startWebhookDispatcher } from './webhook-dispatcher';

export type RunningServer = {
  readonly url: string;
  /** The bootstrap key's secret when this start created it (first start on an empty store). */
  readonly bootstrapKey: string | undefined;
  /** Stops accepting connections, lets in-flight requests finish (up to the shutdown timeout), closes pools. */
  readonly stop: () => Promise<void>;
  /** The composed ports and use cases (tests reach ports through it, e.g. the EventPublisher the jobs use). */
  readonly composition: Composition;
};

/** How one of several HTTP processes starts (its primary prepared the store): its `GET /metrics` answers for the whole server. */
export type HttpProcessOptions = { readonly metricsOfServer: MetricsOfServer };

/**
 * Creates the database when it is missing, composes, bootstraps an empty store, builds the HTTP app
 * on the use cases and listens. As one of a primary's HTTP processes (`inCluster`) it leaves the
 * database, the migrations and the bootstrap to the primary.
 */
export const startServer = async (config: ServerConfig, logger: Logger, inCluster?: HttpProcessOptions): Promise<RunningServer> => {
  if (inCluster === undefined) {
    const created = await createDatabaseIfMissing(config.databaseUrl);
    if (created !== undefined) logger.info({ database: created }, 'created the database that DATABASE_URL names');
  }
  const composition = await compose(config, logger, { migrate: inCluster === undefined });
  try {
    const { ports, useCases } = composition;
    const bootstrapKey = inCluster === undefined ? await bootstrapIfEmpty(useCases.accounts) : undefined;
    const server = http.createServer(createHttpApp(useCases, ports, { ...httpOptionsOf(config, logger), ...inCluster }).callback());
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    // Warm PDF workers in the background: readiness does not wait, and without LibreOffice the server still runs (PDF answers 501).
    void ports.pdf
      .warmUp()()
      .then((warm) => (E.isLeft(warm) ? logger.warn({ pdf: 'unavailable', reason: warm.left.message }, 'PDF output unavailable') : logger.info({ pdf: 'ready' }, 'PDF workers warm')));
    // Read the identity provider's discovery document in the background: a provider that is down never stops the start (keys keep working).
    if (composition.identityProvider !== undefined) {
      void composition.identityProvider
        .warmUp()()
        .then((ready) =>
          E.isLeft(ready)
            ? logger.warn({ signIn: 'unavailable', kind: ready.left.kind, code: ready.left.code }, 'the OpenID Connect provider could not be reached; sign-in answers 503 until it can (API keys work)')
            : logger.info({ signIn: 'ready' }, 'the OpenID Connect provider is reachable'),
        );
    }
    const stopSweeps = startPeriodicSweeps(useCases.sweeps, config.sweepIntervalMs, logger);
    // The embedded default works its jobs itself from the database (ADR 0050); with Redis, `quire worker` processes do.
    const setup = composition.jobQueue;
    const runner =
      setup.kind === 'database'
        ? startJobRunner({
            jobs: ports.jobs,
            work: useCases.jobs.workJobTask,
            clock: ports.clock,
            concurrency: config.jobConcurrency,
            pollMs: config.jobPollMs,
            logger,
          })
        : undefined;
    if (runner !== undefined && setup.kind === 'database') setup.queue.onWork(runner.wake);
    const stopWebhooks = startWebhookDispatcher(useCases.webhooks, dispatchOf(composition, config), logger);
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      url: `http://${host}:${port}`,
      bootstrapKey,
      composition,
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
