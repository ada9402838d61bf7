import type { ApiKeyId } from '@quire/domain/ids';
import { type RateDecision, type RateLimit, rateLimitOff, takeToken } from '@quire/domain/token-bucket';
import type { RateLimiter } from '@quire/ports/accounts/rate-limiter';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { causally } from '../platform/causal-reads';
import type { DatabaseErrorFacts } from '../platform/database-failure';
import { isMysql } from '../platform/dialect';
import { runTransaction } from '../platform/run-transaction';

type RateLimitRow = { tokens: number | string; refilled_at_ms: number | string };

const TABLE = 'rate_limits';

/** Did the transaction lose the race to insert a key's first bucket (its primary key taken meanwhile)? */
const lostFirstInsert = (error: StorageError): boolean => {
  const facts = error.cause as DatabaseErrorFacts;
  return error.kind === 'lost_race' && (facts.errno === 1062 || facts.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');
};

/**
 * Token buckets in `rate_limits`, shared by every server process on the database. One short
 * transaction per request: read the key's row FOR UPDATE (concurrent requests of one key queue on
 * that row lock, other keys never wait), refill, take, write back. Like every write transaction it
 * runs again when it loses a deadlock, or on a Galera cluster when another node took from the same
 * bucket first and its COMMIT is refused (runTransaction); the read is causal there, so the run
 * again starts from the other node's take. A key's first request inserts the row; when two first
 * requests race, the loser's insert fails on the primary key and the whole transaction runs once
 * more, now finding the row. A take that still fails is an error, never an allowance.
 */
export class KnexRateLimiter implements RateLimiter {
  constructor(
    private readonly knex: Knex,
    readonly limit: RateLimit,
  ) {}

  take(keyId: ApiKeyId, now: Date): TE.TaskEither<StorageError, RateDecision> {
    if (rateLimitOff(this.limit)) return TE.right({ allowed: true });
    const takeOnce = () => runTransaction(this.knex, 'rateLimit.take', (trx) => this.takeIn(trx, keyId, now.getTime()));
    return pipe(
      takeOnce(),
      TE.orElse((error) => (lostFirstInsert(error) ? takeOnce() : TE.left(error))),
    );
  }

  private async takeIn(trx: Knex.Transaction, keyId: ApiKeyId, nowMs: number): Promise<E.Either<never, RateDecision>> {
    const query = trx(TABLE).select('tokens', 'refilled_at_ms').where({ api_key_id: keyId }).first();
    const row = await causally<RateLimitRow | undefined>(trx, isMysql(trx) ? query.forUpdate() : query);
    const current = row === undefined ? undefined : { tokens: Number(row.tokens), refilledAtMs: Number(row.refilled_at_ms) };
    const { bucket, decision } = takeToken(current, this.limit, nowMs);
    const values = { tokens: bucket.tokens, refilled_at_ms: bucket.refilledAtMs };
    if (row === undefined) await trx(TABLE).insert({ api_key_id: keyId, ...values });
    else await trx(TABLE).where({ api_key_id: keyId }).update(values);
    return E.right(decision);
  }
}
