import { apiKeyId } from '@quire/domain/ids';
import { rateLimiterContract } from '@quire/testing/contracts/rate-limiter-contract';
import type { Knex } from 'knex';
import { KnexRateLimiter } from '../src/rate-limit/knex-rate-limiter';
import { m0004RateLimits } from '../src/platform/migrations/m0004-rate-limits';

/** The rate limiter contract and its migration on one migrated database (each dialect's spec calls it). */
export const knexRateLimiterSpecs = (db: () => Knex): void => {
  rateLimiterContract((limit) => new KnexRateLimiter(db(), limit));

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
