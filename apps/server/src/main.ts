import { thrownErrorLogFields } from '@quire/ports/storage/error-log-fields';
import * as E from 'fp-ts/Either';
import { readConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './start-server';

/** `npm start`: read the configuration once, start, print the bootstrap key on first start, stop on SIGTERM/SIGINT. */
const main = async (): Promise<void> => {
  const config = readConfig(process.env, process.cwd());
  if (E.isLeft(config)) {
    process.stderr.write(`Invalid configuration: ${config.left.message} (setting ${config.left.setting})\n`);
    process.exit(78);
  }
  const logger = createLogger(config.right);
  const server = await startServer(config.right, logger);
  if (server.bootstrapKey !== undefined) process.stdout.write(`Bootstrap API key: ${server.bootstrapKey}\n`);
  // For the person who just ran `npm start`: where to point a browser, in words beside the key rather than in the JSON log.
  process.stdout.write(`Web console: ${server.url}/console/\n`);
  logger.info({ url: server.url, embedded: config.right.embedded, blobs: config.right.blobs.kind }, 'listening');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ error: thrownErrorLogFields(error) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
};

main().catch((error: unknown) => {
  process.stderr.write(`Quire failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
