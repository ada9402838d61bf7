import { HttpAppToken } from '@quire/adapter-http-koa/http-module';
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

/** Composes, bootstraps an empty store and listens. */
export const startServer = async (config: ServerConfig, logger: Logger): Promise<RunningServer> => {
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
    const stopWebhooks = startWebhookDispatcher(composition.container, config.webhooks.dispatchIntervalMs, logger);
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      url: `http://${host}:${port}`,
      bootstrapKey,
      container: composition.container,
      stop: () =>
        stopGracefully(server, config.shutdownTimeoutMs, async () => {
          await stopSweeps();
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
