import { apiKeyId } from '@quire/domain/ids';
import { rateLimiterContract } from '@quire/testing/contracts/rate-limiter-contract';
import type { Knex } from 'knex';
import { createKnex } from './create-knex';
import { KnexRateLimiter } from './knex-rate-limiter';
import { migrateToLatest } from './migrate-to-latest';
import { m0004RateLimits } from './migrations/m0004-rate-limits';

describe('the Knex rate limiter on SQLite', () => {
  let db: Knex;

  beforeAll(async () => {
    db = createKnex('sqlite::memory:');
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
  });

  rateLimiterContract((limit) => new KnexRateLimiter(db, limit));

  describe('migration 0004-rate-limits', () => {
    it('goes down with buckets in the table, and up again', async () => {
      await new KnexRateLimiter(db, { perSecond: 1, burst: 1 }).take(apiKeyId('down-key'), new Date())();
      await m0004RateLimits.down(db);
      expect(await db.schema.hasTable('rate_limits')).toBe(false);
      await m0004RateLimits.up(db);
      expect(await db('rate_limits').count({ rows: '*' }).first()).toEqual({ rows: 0 });
    });
  });
});
