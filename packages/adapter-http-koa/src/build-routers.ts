import { Router } from '@koa/router';
import { registerApiKeyRoutes } from './api-key-routes';
import type { AppState } from './app-state';
import { authenticate } from './authenticate';
import { registerDocsRoutes } from './docs-routes';
import { registerHealthRoutes } from './health-routes';
import type { HttpDeps } from './http-deps';
import type { HttpOptions } from './http-options';
import { idempotency } from './idempotency';
import { registerOpenApiRoute } from './openapi-routes';
import { securedRoutes } from './secured-routes';

/** The largest body a POST with Idempotency-Key may have: an upload (SPEC §5, 25 MiB); each route still applies its own limit. */
const IDEMPOTENT_BODY_LIMIT_BYTES = 25 * 1024 * 1024;

export type Routers = { readonly publicRouter: Router<AppState>; readonly apiRouter: Router<AppState> };

/**
 * Every route the app serves: the public ones at the root (no key), and the API under the prefix,
 * every one behind the authenticate middleware. Paths match case-insensitively (SPEC §1).
 */
export const buildRouters = (deps: HttpDeps, options: Pick<HttpOptions, 'prefix' | 'jsonBodyLimitBytes'>): Routers => {
  const publicRouter = new Router<AppState>({ sensitive: false });
  registerHealthRoutes(publicRouter, deps);
  registerOpenApiRoute(publicRouter, options.prefix);
  registerDocsRoutes(publicRouter);

  const apiRouter = new Router<AppState>({ prefix: options.prefix, sensitive: false });
  const idempotent = idempotency({ store: deps.idempotencyStore, clock: deps.clock, bodyLimitBytes: Math.max(options.jsonBodyLimitBytes, IDEMPOTENT_BODY_LIMIT_BYTES) });
  const secured = securedRoutes(apiRouter, authenticate(deps.authenticateApiKey), idempotent);
  registerApiKeyRoutes(secured, deps, options);
  return { publicRouter, apiRouter };
};
