import type { Router, RouterMiddleware } from '@koa/router';
import type { AppState } from '../../app-state';

type Handler = RouterMiddleware<AppState>;

/** Registers routes that always run `guard` first (and, on POST, `idempotent`). Route modules get only this, never the router itself. */
export type SecuredRoutes = {
  get(path: string, handler: Handler): void;
  post(path: string, handler: Handler): void;
  put(path: string, handler: Handler): void;
  delete(path: string, handler: Handler): void;
};

/**
 * Authentication is attached to each route rather than with `router.use`, because @koa/router
 * matches `use` middleware against the prefix case-sensitively while routes match without case:
 * `/V1/ApiKeys` would reach the handler without passing the guard.
 */
export const securedRoutes = (router: Router<AppState>, guard: Handler, idempotent: Handler): SecuredRoutes => ({
  get: (path, handler) => void router.get(path, guard, handler),
  post: (path, handler) => void router.post(path, guard, idempotent, handler),
  put: (path, handler) => void router.put(path, guard, handler),
  delete: (path, handler) => void router.delete(path, guard, handler),
});
