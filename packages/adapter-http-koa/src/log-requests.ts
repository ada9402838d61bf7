import type { Logger } from 'pino';
import type { Middleware } from 'koa';
import type { AppState } from './app-state';

/**
 * One JSON line per request: method, route pattern (not the URL, which may carry ids or
 * queries), status, duration, tenant and key prefix. Never headers or bodies.
 */
export const logRequests =
  (logger: Logger): Middleware<AppState> =>
  async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      logger.info(
        {
          method: ctx.method,
          route: typeof matched === 'string' ? matched : null,
          status: ctx.status,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          tenantId: ctx.state.principal?.tenantId ?? null,
          keyPrefix: ctx.state.principal?.keyPrefix ?? null,
        },
        'request',
      );
    }
  };
