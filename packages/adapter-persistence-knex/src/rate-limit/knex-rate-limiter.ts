import type { ApiKeyId } from '@quire/domain/ids';
import { type RateDecision, type RateLimit, rateLimitOff, takeToken } from '@quire/domain/token-bucket';
import type { RateLimiter } from '@quire/ports/accounts/rate-limiter';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { isMysql } from '../platform/dialect';
import { runQuery } from '../platform/run-query';
import { configOf } from '../platform/run-transaction';
import { isDeadlock, isUniqueViolation } from '../platform/sql-errors';

type RateLimitRow = { tokens: number | string; refilled_at_ms: number | string };

const TABLE = 'rate_limits';

/**
 * Token buckets in `rate_limits`, shared by every server process on the database (SPEC §6). One
 * short transaction per request: read the key's row FOR UPDATE (concurrent requests of one key
 * queue on that row lock, other keys never wait), refill, take, write back. A key's first request
 * inserts the row; when two first requests race, the loser's insert fails on the primary key and
 * the whole transaction runs once more, now finding the row.
 */
export class KnexRateLimiter implements RateLimiter {
  constructor(
    private readonly knex: Knex,
    readonly limit: RateLimit,
  ) {}

  take(keyId: ApiKeyId, now: Date): TE.TaskEither<StorageError, RateDecision> {
    if (rateLimitOff(this.limit)) return TE.right({ allowed: true });
    return runQuery('rateLimit.take', async () => {
      try {
        return await this.takeOnce(keyId, now.getTime());
      } catch (error) {
        if (!isUniqueViolation(error) && !isDeadlock(error)) throw error;
        return this.takeOnce(keyId, now.getTime());
      }
    });
  }

  private takeOnce(keyId: ApiKeyId, nowMs: number): Promise<RateDecision> {
    return this.knex.transaction(async (trx) => {
      const query = trx(TABLE).select('tokens', 'refilled_at_ms').where({ api_key_id: keyId });
      const row = (await (isMysql(this.knex) ? query.forUpdate() : query).first()) as RateLimitRow | undefined;
      const current = row === undefined ? undefined : { tokens: Number(row.tokens), refilledAtMs: Number(row.refilled_at_ms) };
      const { bucket, decision } = takeToken(current, this.limit, nowMs);
      const values = { tokens: bucket.tokens, refilled_at_ms: bucket.refilledAtMs };
      if (row === undefined) await trx(TABLE).insert({ api_key_id: keyId, ...values });
      else await trx(TABLE).where({ api_key_id: keyId }).update(values);
      return decision;
    }, configOf(this.knex));
  }
}
