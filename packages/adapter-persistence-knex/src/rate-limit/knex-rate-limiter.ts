import type { ApiKeyId } from '@quire/domain/ids';
import { type RateDecision, type RateLimit, rateLimitOff, takeTokens } from '@quire/domain/token-bucket';
import type { RateLimiter } from '@quire/ports/accounts/rate-limiter';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { causally } from '../platform/causal-reads';
import type { DatabaseErrorFacts } from '../platform/database-failure';
import { isMysql } from '../platform/dialect';
import { runTransaction } from '../platform/run-transaction';

type RateLimitRow = { tokens: number | string; refilled_at_ms: number | string };

const TABLE = 'rate_limits';
const ALLOWED: RateDecision = { allowed: true };

/** Tokens a process takes from a key's shared bucket at once, at most (a write per this many requests at full speed). */
export const MAX_LEASE_TOKENS = 1000;
/** A lease's tokens are spent within this time or never (so that tokens taken long ago cannot add to a later burst). */
export const LEASE_TTL_MS = 1000;
/** Keys whose leases a process keeps, at most. */
const MAX_LEASES = 100_000;

/**
 * How many tokens a process leases at once so that, with `processes` processes leasing from one
 * bucket, the tokens held in leases are at most 5 % of what the limit allows in a second
 * (`burst + perSecond`): a key gets within 10 % of its limit over any second, however its requests
 * are spread over the processes (ADR 0131). 1 means every request takes its token from the store.
 */
export const leaseSizeOf = (limit: RateLimit, processes: number): number =>
  Math.max(1, Math.min(MAX_LEASE_TOKENS, Math.floor((0.05 * (limit.burst + limit.perSecond)) / Math.max(1, processes))));

/** Did the transaction lose the race to insert a key's first bucket (its primary key taken meanwhile)? */
const lostFirstInsert = (error: StorageError): boolean => {
  const facts = error.cause as DatabaseErrorFacts;
  return error.kind === 'lost_race' && (facts.errno === 1062 || facts.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');
};

type Lease = { tokens: number; readonly takenAtMs: number };

/**
 * Token buckets in `rate_limits`, shared by every server process on the database. A process takes
 * tokens from a key's bucket `leaseSize` at a time (one short transaction: read the key's row FOR
 * UPDATE, refill, take, write back) and spends them on the key's next requests without I/O, for at
 * most LEASE_TTL_MS; with `leaseSize` 1 every request is its own transaction. Concurrent leases of
 * one key queue on that row lock, other keys never wait. Like every write transaction it runs
 * again when it loses a deadlock, or on a Galera cluster when another node took from the same
 * bucket first and its COMMIT is refused (runTransaction); the read is causal there, so the run
 * again starts from the other node's take. A key's first request inserts the row; when two first
 * requests race, the loser's insert fails on the primary key and the whole transaction runs once
 * more, now finding the row. A take that still fails is an error, never an allowance: the request
 * is refused (503, ADR 0131).
 */
export class KnexRateLimiter implements RateLimiter {
  private readonly leases = new LRUCache<string, Lease>({ max: MAX_LEASES });
  /** The lease each key is taking from the store now: the key's other requests wait for it rather than take their own. */
  private readonly leasing = new Map<string, Promise<unknown>>();

  constructor(
    private readonly knex: Knex,
    readonly limit: RateLimit,
    /** Tokens taken from the store at once (leaseSizeOf); 1 by default. */
    private readonly leaseSize = 1,
  ) {}

  take(keyId: ApiKeyId, now: Date): TE.TaskEither<StorageError, RateDecision> {
    if (rateLimitOff(this.limit)) return TE.right(ALLOWED);
    return () => this.takeAt(keyId, now.getTime());
  }

  /** From the key's live lease; else, once the key's lease under way (if any) is in, from it or from the store. */
  private async takeAt(keyId: ApiKeyId, nowMs: number): Promise<E.Either<StorageError, RateDecision>> {
    for (;;) {
      const lease = this.leases.get(keyId);
      if (lease !== undefined && lease.tokens >= 1 && nowMs >= lease.takenAtMs && nowMs - lease.takenAtMs < LEASE_TTL_MS) {
        lease.tokens -= 1;
        return E.right(ALLOWED);
      }
      const underway = this.leasing.get(keyId);
      if (underway === undefined) break;
      await underway;
    }
    const leased = this.lease(keyId, nowMs);
    this.leasing.set(keyId, leased);
    try {
      return await leased;
    } finally {
      this.leasing.delete(keyId);
    }
  }

  /** Takes up to `leaseSize` tokens from the store: one for this request, the rest leased to the key's next ones. */
  private async lease(keyId: ApiKeyId, nowMs: number): Promise<E.Either<StorageError, RateDecision>> {
    const takeOnce = () => runTransaction(this.knex, 'rateLimit.take', (trx) => this.takeIn(trx, keyId, nowMs));
    const taken = await pipe(
      takeOnce(),
      TE.orElse((error) => (lostFirstInsert(error) ? takeOnce() : TE.left(error))),
    )();
    if (E.isLeft(taken)) return taken;
    if (taken.right.taken > 1) this.leases.set(keyId, { tokens: taken.right.taken - 1, takenAtMs: nowMs });
    return E.right(taken.right.decision);
  }

  private async takeIn(trx: Knex.Transaction, keyId: ApiKeyId, nowMs: number): Promise<E.Either<never, { readonly taken: number; readonly decision: RateDecision }>> {
    const query = trx(TABLE).select('tokens', 'refilled_at_ms').where({ api_key_id: keyId }).first();
    const row = await causally<RateLimitRow | undefined>(trx, isMysql(trx) ? query.forUpdate() : query);
    const current = row === undefined ? undefined : { tokens: Number(row.tokens), refilledAtMs: Number(row.refilled_at_ms) };
    const { bucket, taken, decision } = takeTokens(current, this.limit, nowMs, this.leaseSize);
    const values = { tokens: bucket.tokens, refilled_at_ms: bucket.refilledAtMs };
    if (row === undefined) await trx(TABLE).insert({ api_key_id: keyId, ...values });
    else await trx(TABLE).where({ api_key_id: keyId }).update(values);
    return E.right({ taken, decision });
  }
}
