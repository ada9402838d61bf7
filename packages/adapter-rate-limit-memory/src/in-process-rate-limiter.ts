import type { ApiKeyId } from '@quire/domain/ids';
import { type RateDecision, type RateLimit, rateLimitOff, type TokenBucket, takeToken } from '@quire/domain/token-bucket';
import type { RateLimiter } from '@quire/ports/accounts/rate-limiter';
import * as TE from 'fp-ts/TaskEither';
import { LRUCache } from 'lru-cache';

/** How many keys an in-process table keeps by default before forgetting the least recently used. */
export const DEFAULT_MAX_BUCKETS = 100_000;

const ALLOWED: RateDecision = { allowed: true };

/**
 * The buckets of one process, at most `maxKeys` of them: the least recently used key is forgotten
 * beyond that (it comes back full, which only ever lets a forgotten, idle key through early).
 */
export class TokenBuckets {
  private readonly buckets: LRUCache<string, TokenBucket>;

  constructor(
    private readonly limit: RateLimit,
    maxKeys: number = DEFAULT_MAX_BUCKETS,
  ) {
    this.buckets = new LRUCache({ max: Math.max(1, maxKeys) });
  }

  take(key: string, nowMs: number): RateDecision {
    if (rateLimitOff(this.limit)) return ALLOWED;
    const taken = takeToken(this.buckets.get(key), this.limit, nowMs);
    this.buckets.set(key, taken.bucket);
    return taken.decision;
  }

  /** How many keys are held (for tests of the bound). */
  get size(): number {
    return this.buckets.size;
  }
}

/**
 * The limiter of a single process (embedded SQLite mode, tests): buckets in memory, never failing.
 * Servers sharing MySQL share their buckets in the database instead (KnexRateLimiter, ADR 0026).
 */
export const inProcessRateLimiter = (limit: RateLimit, maxKeys?: number): RateLimiter => {
  const buckets = new TokenBuckets(limit, maxKeys);
  return { limit, take: (keyId: ApiKeyId, now) => TE.right(buckets.take(keyId, now.getTime())) };
};
