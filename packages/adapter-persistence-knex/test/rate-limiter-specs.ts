import { apiKeyId } from '@quire/domain/ids';
import { rateLimiterContract } from '@quire/testing/contracts/rate-limiter-contract';
import type { Knex } from 'knex';
import { KnexRateLimiter, leaseSizeOf } from '../src/rate-limit/knex-rate-limiter';
import { m0004RateLimits } from '../src/platform/migrations/m0004-rate-limits';

/** The rate limiter contract and its migration on one migrated database (each dialect's spec calls it). */
export const knexRateLimiterSpecs = (db: () => Knex): void => {
  describe('taking every token from the store', () => {
    rateLimiterContract((limit) => new KnexRateLimiter(db(), limit));
  });

  describe('leasing tokens three at a time', () => {
    rateLimiterContract((limit) => new KnexRateLimiter(db(), limit, 3));

    it('writes the store once per lease, not once per request', async () => {
      const limiter = new KnexRateLimiter(db(), { perSecond: 100, burst: 100 }, 10);
      const key = apiKeyId(`lease-key-${Date.now()}`);
      const now = new Date();
      for (let request = 0; request < 10; request++) expect(await limiter.take(key, now)()).toEqual({ _tag: 'Right', right: { allowed: true } });
      expect(await db()('rate_limits').where({ api_key_id: key }).first()).toMatchObject({ tokens: 90 });
      expect(await limiter.take(key, now)()).toEqual({ _tag: 'Right', right: { allowed: true } });
      expect(await db()('rate_limits').where({ api_key_id: key }).first()).toMatchObject({ tokens: 80 });
    });

    it('never spends a lease after its time: its tokens do not add to a later burst', async () => {
      const limiter = new KnexRateLimiter(db(), { perSecond: 1, burst: 10 }, 5);
      const key = apiKeyId(`lease-late-${Date.now()}`);
      const start = new Date('2026-06-01T12:00:00.000Z');
      await limiter.take(key, start)();
      const later = new Date(start.getTime() + 3_600_000);
      let allowed = 0;
      for (let request = 0; request < 20; request++) {
        const decision = await limiter.take(key, later)();
        if (decision._tag === 'Right' && decision.right.allowed) allowed++;
      }
      expect(allowed).toBe(10);
    });
  });

  describe('leaseSizeOf', () => {
    it('keeps the leased tokens of all processes within 5 % of what a second allows, at least 1, at most 1000', () => {
      expect(leaseSizeOf({ perSecond: 50, burst: 100 }, 1)).toBe(7);
      expect(leaseSizeOf({ perSecond: 50, burst: 100 }, 2)).toBe(3);
      expect(leaseSizeOf({ perSecond: 1, burst: 1 }, 4)).toBe(1);
      expect(leaseSizeOf({ perSecond: 1_000_000, burst: 100 }, 2)).toBe(1000);
    });
  });

  describe('migration 0004-rate-limits', () => {
    it('goes down with buckets in the table, and up again', async () => {
      await new KnexRateLimiter(db(), { perSecond: 1, burst: 1 }).take(apiKeyId('down-key'), new Date())();
      await m0004RateLimits.down(db());
      expect(await db().schema.hasTable('rate_limits')).toBe(false);
      await m0004RateLimits.up(db());
      expect(await db()('rate_limits').count({ rows: '*' }).first()).toEqual({ rows: 0 });
    });
  });
};
