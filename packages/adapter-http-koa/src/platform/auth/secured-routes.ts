import type { Router, RouterMiddleware } from '@koa/router';
import type { Access } from '@quire/domain/accounts/role';
import type { AppState } from '../../app-state';
import { authorized } from './authorize';

type Handler = RouterMiddleware<AppState>;

/**
 * Registers routes that always run `guard` first, then the check of the role the route needs (and,
 * on POST, `idempotent`). Route modules get only this, never the router itself: a route cannot be
 * registered without the role it needs.
 */
export type SecuredRoutes = {
  get(path: string, needed: Access, handler: Handler): void;
  post(path: string, needed: Access, handler: Handler): void;
  put(path: string, needed: Access, handler: Handler): void;
  delete(path: string, needed: Access, handler: Handler): void;
};

/**
 * Authentication is attached to each route rather than with `router.use`, because @koa/router
 * matches `use` middleware against the prefix case-sensitively while routes match without case:
 * `/V1/ApiKeys` would reach the handler without passing the guard.
 */
export const securedRoutes = (router: Router<AppState>, guard: Handler, idempotent: Handler): SecuredRoutes => ({
  get: (path, needed, handler) => void router.get(path, guard, authorized(needed), handler),
  post: (path, needed, handler) => void router.post(path, guard, authorized(needed), idempotent, handler),
  put: (path, needed, handler) => void router.put(path, guard, authorized(needed), handler),
  delete: (path, needed, handler) => void router.delete(path, guard, authorized(needed), handler),
});
