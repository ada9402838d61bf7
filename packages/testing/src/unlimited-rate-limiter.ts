import type { RateLimiter } from '@quire/ports/accounts/rate-limiter';
import * as TE from 'fp-ts/TaskEither';

/** A RateLimiter that lets every request through (its limit is off), for tests that are not about the limit. */
export const unlimitedRateLimiter: RateLimiter = { limit: { perSecond: 0, burst: 1 }, take: () => TE.right({ allowed: true }) };
