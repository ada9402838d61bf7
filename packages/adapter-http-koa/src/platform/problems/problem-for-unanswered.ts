import type { Middleware } from 'koa';
import { sendProblem } from './send-problem';

/**
 * Gives a problem body to what the router left without one: 404 for unknown routes, 405 (the
 * router has set `Allow`) and 501 for unknown methods.
 */
export const problemForUnanswered: Middleware = async (ctx, next) => {
  await next();
  if (ctx.body !== undefined && ctx.body !== null) return;
  if (ctx.status === 404) sendProblem(ctx, { _tag: 'RouteNotFound' });
  else if (ctx.status === 405) sendProblem(ctx, { _tag: 'MethodNotAllowed' });
  else if (ctx.status === 501) sendProblem(ctx, { _tag: 'NotImplemented' });
};
