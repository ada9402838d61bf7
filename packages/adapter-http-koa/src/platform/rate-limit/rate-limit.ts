import { storageFailureLogFields } from '@quire/ports/storage/error-log-fields';
import type { RateLimiter } from '@quire/ports/accounts/rate-limiter';
import type { Clock } from '@quire/ports/platform/clock';
import type { RouterMiddleware } from '@koa/router';
import * as E from 'fp-ts/Either';
import type { Logger } from 'pino';
import type { AppState } from '../../app-state';
import { PROBLEM_CONTENT_TYPE, problem } from '../problems/problem';

const perSecondText = (perSecond: number): string => `${perSecond} request${perSecond === 1 ? '' : 's'} a second`;

/**
 * The per-key request limit (docs/limits.md#requests-per-key, ADR 0026), run right after authentication on every secured
 * route: takes a token of the calling key's bucket, or answers 429 `rate_limited` with
 * `Retry-After`. If the limiter itself fails (its database is unreachable), the request goes on
 * (fail-open, ADR 0026) and a warning is logged.
 */
export const rateLimited =
  (deps: { readonly limiter: RateLimiter; readonly clock: Clock; readonly logger: Logger }): RouterMiddleware<AppState> =>
  async (ctx, next) => {
    const principal = ctx.state.principal;
    if (principal === undefined) throw new Error('rateLimited runs after authenticate');
    const taken = await deps.limiter.take(principal.keyId, deps.clock.now())();
    if (E.isLeft(taken)) {
      deps.logger.warn({ error: storageFailureLogFields(taken.left), keyPrefix: principal.keyPrefix }, 'rate limiter failed; the request goes on unlimited');
    } else if (!taken.right.allowed) {
      const { perSecond, burst } = deps.limiter.limit;
      const seconds = taken.right.retryAfterSeconds;
      ctx.status = 429;
      ctx.set('Retry-After', String(seconds));
      ctx.type = PROBLEM_CONTENT_TYPE;
      ctx.body = problem(
        429,
        'rate_limited',
        'Too many requests',
        `This API key may make ${perSecondText(perSecond)}, in bursts of up to ${burst}; retry after ${seconds} second${seconds === 1 ? '' : 's'}.`,
      );
      return;
    }
    await next();
  };
