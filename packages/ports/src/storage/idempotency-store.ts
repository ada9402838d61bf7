import type { TenantId } from '@quire/domain/ids';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from './storage-error';

/** `Idempotency-Key` is at most this long (docs/api.md#idempotency-key). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a key is kept: at least 24 hours (docs/api.md#idempotency-key). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The first answer to a request, as it is replayed: status, the headers that matter (Location, ETag, Content-Type), body. */
export type StoredResponse = {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
};

/** What a claim of a key answers. */
export type IdempotencyClaim =
  /** First use (or the earlier record expired or was abandoned): run the request, then `complete` or `release`. */
  | { readonly _tag: 'Claimed' }
  /** The same request was answered before: send this again. */
  | { readonly _tag: 'Replay'; readonly response: StoredResponse }
  /** The same request is still running elsewhere: 409 `idempotency_in_progress`, try again later. */
  | { readonly _tag: 'InProgress' }
  /** The key was used with another request (another hash): 422 `idempotency_key_reused`. */
  | { readonly _tag: 'KeyReused' };

/**
 * `Idempotency-Key` records per tenant (docs/api.md#idempotency-key), in the database so any server process can
 * replay them. `requestHash` is the HTTP adapter's SHA-256 over method, route, query and body.
 * Only answers below 500 are stored; a 5xx releases the key so that a retry runs again.
 */
export interface IdempotencyStore {
  /**
   * Claims `key` atomically (a unique index on tenant and key decides between racing requests).
   * An unfinished claim made before `abandonedBefore` counts as abandoned (its process died) and is
   * taken over; an expired record counts as absent.
   */
  claim(input: {
    readonly tenantId: TenantId;
    readonly key: string;
    readonly requestHash: string;
    readonly now: Date;
    readonly expiresAt: Date;
    readonly abandonedBefore: Date;
  }): TE.TaskEither<StorageError, IdempotencyClaim>;
  /** Stores the answer of a claimed key, to be replayed until the record expires. */
  complete(tenantId: TenantId, key: string, response: StoredResponse): TE.TaskEither<StorageError, void>;
  /** Forgets an unfinished claim (the request failed unexpectedly); a completed record is left alone. */
  release(tenantId: TenantId, key: string): TE.TaskEither<StorageError, void>;
  /** Deletes the records that expired before `now`; answers how many. */
  sweep(now: Date): TE.TaskEither<StorageError, number>;
}
