/** An infrastructure failure of a store (database or blob store). Not expected; mapped to 500/503. */
export type StorageError = { readonly _tag: 'StorageError'; readonly operation: string; readonly cause: unknown };

export const storageError = (operation: string) => (cause: unknown): StorageError => ({ _tag: 'StorageError', operation, cause });

/** An optimistic-concurrency failure: the row changed since it was read. */
export type VersionConflict = { readonly _tag: 'VersionConflict'; readonly expected: number };
