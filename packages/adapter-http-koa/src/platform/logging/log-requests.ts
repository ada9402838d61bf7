import type { Logger } from 'pino';
import type { Middleware } from 'koa';
import type { AppState } from '../../app-state';
import type { RequestMetrics } from '../metrics/request-metrics';

/**
 * One JSON line per request: method, route pattern (not the URL, which may carry ids or
 * queries), status, duration, tenant and key prefix, and for a generated file how much of the
 * duration the document engine took (`renderMs`) and how many warnings it has (`warnings`:
 * missing values…). Never headers or bodies. The same figures
 * go to the request metrics (`GET /metrics`).
 */
export const logRequests =
  (logger: Logger, metrics: RequestMetrics): Middleware<AppState> =>
  async (ctx, next) => {
    const started = process.hrtime.bigint();
    metrics.started();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const route = typeof matched === 'string' ? matched : null;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      metrics.finished({ method: ctx.method, route, status: ctx.status, seconds: ms / 1000 });
      logger.info(
        {
          method: ctx.method,
          route,
          status: ctx.status,
          ms,
          tenantId: ctx.state.principal?.tenantId ?? null,
          keyPrefix: ctx.state.principal?.keyPrefix ?? null,
          ...(ctx.state.renderMs === undefined ? {} : { renderMs: ctx.state.renderMs }),
          ...(ctx.state.warnings === undefined ? {} : { warnings: ctx.state.warnings }),
        },
        'request',
      );
    }
  };
