/**
 * How a store failed. `lost_race`: a concurrent request won (the database chose this transaction as
 * a deadlock victim, a lock wait timed out, a row it points at was deleted or a unique key taken
 * meanwhile, the database was busy); the same request run again may well succeed, and when it still
 * loses it is a 409 `concurrent_update`, not a fault (ADR 0016). `failed`: anything else (500/503).
 */
export type StorageFailureKind = 'failed' | 'lost_race';

/**
 * An infrastructure failure of a store (database or blob store). Not expected; mapped to 500/503,
 * or retried and then 409 when it is a lost race. `cause` is for the process only: it is logged
 * through `storageFailureLogFields` (error-log-fields.ts), which keeps codes and schema names and never a message (SQL,
 * values, paths or document content).
 */
export type StorageError = { readonly _tag: 'StorageError'; readonly operation: string; readonly kind: StorageFailureKind; readonly cause: unknown };

export const storageError =
  (operation: string, kind: StorageFailureKind = 'failed') =>
  (cause: unknown): StorageError => ({ _tag: 'StorageError', operation, kind, cause });

/** An optimistic-concurrency failure: the row changed since it was read. */
export type VersionConflict = { readonly _tag: 'VersionConflict'; readonly expected: number };
