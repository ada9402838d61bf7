import Koa from 'koa';
import type { AppState } from './app-state';
import { buildRouters, type HttpPorts, type HttpUseCases } from './build-routers';
import { catchThrows } from './platform/problems/catch-throws';
import type { HttpOptions } from './http-options';
import { logRequests } from './platform/logging/log-requests';
import { problemForUnanswered } from './platform/problems/problem-for-unanswered';
import { RequestMetrics } from './platform/metrics/request-metrics';

/**
 * The Koa application of Quire's HTTP interface, on the application's use cases and the few ports
 * the adapter reads itself. The caller owns the server: `http.createServer(app.callback()).listen(port)`.
 */
export const createHttpApp = (useCases: HttpUseCases, ports: HttpPorts, options: HttpOptions): Koa<AppState> => {
  const app = new Koa<AppState>();
  app.silent = true; // errors are logged once, by catchThrows
  const requests = new RequestMetrics();
  const { publicRouter, apiRouter } = buildRouters(useCases, ports, options, [requests, ...ports.metrics]);
  app.use(logRequests(options.logger, requests));
  app.use(catchThrows(options.logger));
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
  });
  app.use(problemForUnanswered);
  app.use(publicRouter.routes());
  app.use(publicRouter.allowedMethods());
  app.use(apiRouter.routes());
  app.use(apiRouter.allowedMethods());
  return app;
};
