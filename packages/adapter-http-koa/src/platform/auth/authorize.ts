import type { RouterMiddleware } from '@koa/router';
import { authorize } from '@quire/application/authorization';
import type { Access } from '@quire/domain/accounts/role';
import * as E from 'fp-ts/Either';
import type { AppState } from '../../app-state';
import { answerError } from '../problems/answer';
import { principalOf } from './principal-of';

/**
 * Lets through a caller who may call a route that needs `needed` (both its key's role and its
 * member's role grant it), else answers 403 `forbidden` naming the role needed. Runs right after
 * authentication and the rate limit, before the body is read.
 */
export const authorized =
  (needed: Access): RouterMiddleware<AppState> =>
  async (ctx, next) => {
    const allowed = authorize(principalOf(ctx), needed);
    if (E.isLeft(allowed)) {
      answerError(ctx, allowed.left);
      return;
    }
    await next();
  };
