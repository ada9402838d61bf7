import { rateLimiterContract } from '@quire/testing/contracts/rate-limiter-contract';
import { inProcessRateLimiter, TokenBuckets } from './in-process-rate-limiter';

describe('the in-process rate limiter', () => {
  rateLimiterContract((limit) => inProcessRateLimiter(limit));

  it('keeps at most its bound of keys, forgetting the least recently used', () => {
    const buckets = new TokenBuckets({ perSecond: 1, burst: 1 }, 3);
    for (const key of ['a', 'b', 'c']) buckets.take(key, 0);
    expect(buckets.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 1 }); // a is now the most recent
    buckets.take('d', 0); // b goes
    expect(buckets.size).toBe(3);
    expect(buckets.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(buckets.take('b', 0)).toEqual({ allowed: true }); // forgotten: full again
  });
});
