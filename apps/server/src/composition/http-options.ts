import type { HttpOptions } from '@quire/adapter-http-koa/http-options';
import { consoleAssetsOnce } from '@quire/console/build/console-assets';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config';
import { isLoopback } from '../oidc-config';

/** The HTTP app's limits from the configuration, its logger, and the web console's files. */
export const httpOptionsOf = (config: ServerConfig, logger: Logger): HttpOptions => ({
  prefix: config.apiPrefix,
  jsonBodyLimitBytes: config.jsonBodyLimitBytes,
  uploadLimitBytes: config.uploadLimitBytes,
  generationBodyLimitBytes: config.generationBodyLimitBytes,
  generationDataShape: { maxDepth: config.renderLimits.maxDataDepth, maxKeys: config.renderLimits.maxDataKeys, maxBytes: config.generationDataLimitBytes },
  batchBodyLimitBytes: config.batchBodyLimitBytes,
  batchMaxItems: config.batchMaxItems,
  logger,
  console: consoleAssetsOnce(),
  // Session cookies are Secure unless people reach the server on loopback (plain http there).
  auth: { secureCookies: config.oidc === undefined || !isLoopback(config.oidc.redirectUri) },
});
