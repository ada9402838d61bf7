import type { ApiKeyId } from '@quire/domain/ids';
import type { RateDecision, RateLimit } from '@quire/domain/token-bucket';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';

/**
 * The per-API-key request limit (docs/limits.md#requests-per-key, ADR 0026): takes one token of the key's bucket at `now`.
 * Where the buckets live is the adapter's business: in the process (one server) or in the database
 * (several servers share it, docs/operations.md#rate-limits): @quire/adapter-rate-limit-memory and KnexRateLimiter.
 */
export interface RateLimiter {
  /** The limit it applies (also for the text of a 429). */
  readonly limit: RateLimit;
  take(keyId: ApiKeyId, now: Date): TE.TaskEither<StorageError, RateDecision>;
}
