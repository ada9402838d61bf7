import { type ApiKeyId, apiKeyId } from '@quire/domain/ids';
import type { RateDecision, RateLimit } from '@quire/domain/token-bucket';
import type { RateLimiter } from '@quire/ports/accounts/rate-limiter';
import { expectRight } from './run-task';

/** Makes a limiter with this limit (on a shared store: every test uses keys of its own). */
export type MakeRateLimiter = (limit: RateLimit) => RateLimiter;

const T0 = new Date('2026-06-01T12:00:00.000Z');
const at = (ms: number): Date => new Date(T0.getTime() + ms);

let keys = 0;
const newKey = (): ApiKeyId => {
  keys += 1;
  return apiKeyId(`rate-key-${keys}-${Date.now()}`);
};

const REFUSED_1S: RateDecision = { allowed: false, retryAfterSeconds: 1 };

/** The behaviour every RateLimiter adapter must have (R/s sustained, bursts of B, 429 + Retry-After; docs/limits.md#requests-per-key). */
export const rateLimiterContract = (make: MakeRateLimiter): void => {
  describe('RateLimiter contract', () => {
    const takeMany = async (limiter: RateLimiter, key: ApiKeyId, count: number, now: Date): Promise<RateDecision[]> => {
      const decisions: RateDecision[] = [];
      for (let i = 0; i < count; i += 1) decisions.push(await expectRight(limiter.take(key, now)));
      return decisions;
    };

    it('allows a burst, then refuses with the seconds until one token is back', async () => {
      const limiter = make({ perSecond: 2, burst: 5 });
      const key = newKey();
      expect(await takeMany(limiter, key, 5, T0)).toEqual(Array(5).fill({ allowed: true }));
      expect(await expectRight(limiter.take(key, T0))).toEqual(REFUSED_1S);
      expect(await expectRight(limiter.take(key, at(100)))).toEqual(REFUSED_1S);
    });

    it('refills over time at the rate, never beyond the burst', async () => {
      const limiter = make({ perSecond: 2, burst: 3 });
      const key = newKey();
      await takeMany(limiter, key, 3, T0);
      expect(await expectRight(limiter.take(key, at(499)))).toEqual(REFUSED_1S);
      expect(await expectRight(limiter.take(key, at(500)))).toEqual({ allowed: true });
      expect(await expectRight(limiter.take(key, at(600)))).toEqual(REFUSED_1S);
      // An hour idle gives back the burst, no more.
      expect(await takeMany(limiter, key, 4, at(3_600_000))).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }, REFUSED_1S]);
    });

    it('answers Retry-After as the whole seconds until one token, at least 1', async () => {
      const limiter = make({ perSecond: 0.25, burst: 1 });
      const key = newKey();
      expect(await expectRight(limiter.take(key, T0))).toEqual({ allowed: true });
      expect(await expectRight(limiter.take(key, T0))).toEqual({ allowed: false, retryAfterSeconds: 4 });
      expect(await expectRight(limiter.take(key, at(2500)))).toEqual({ allowed: false, retryAfterSeconds: 2 });
      expect(await expectRight(limiter.take(key, at(3999)))).toEqual(REFUSED_1S);
      expect(await expectRight(limiter.take(key, at(4000)))).toEqual({ allowed: true });
    });

    it('keeps the keys independent', async () => {
      const limiter = make({ perSecond: 1, burst: 2 });
      const [first, second] = [newKey(), newKey()];
      await takeMany(limiter, first, 2, T0);
      expect(await expectRight(limiter.take(first, T0))).toEqual(REFUSED_1S);
      expect(await takeMany(limiter, second, 2, T0)).toEqual([{ allowed: true }, { allowed: true }]);
    });

    it('refuses nothing when the rate is 0 (the limit is off)', async () => {
      const limiter = make({ perSecond: 0, burst: 1 });
      const key = newKey();
      expect(await takeMany(limiter, key, 50, T0)).toEqual(Array(50).fill({ allowed: true }));
    });

    it('gives concurrent requests of one key exactly the burst', async () => {
      const limiter = make({ perSecond: 1, burst: 10 });
      const key = newKey();
      const decisions = await Promise.all(Array.from({ length: 25 }, () => expectRight(limiter.take(key, T0))));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    });
  });
};
