import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { databaseFailure } from './database-failure';
import { retryingDeadlocks } from './deadlock-retries';

/**
 * Runs database I/O; a throw becomes a StorageError naming the operation (a lost race or a failure,
 * ADR 0016). A statement that MySQL or a Galera cluster rolled back with 1213 (at its COMMIT on a
 * cluster: each statement outside a transaction is one) runs again first, and so does the rest of
 * `query`: every query written here is made of steps that tolerate a concurrent request between
 * them, so running it again from the start is what a request arriving later would do.
 */
export const runQuery = <A>(operation: string, query: () => Promise<A>): TE.TaskEither<StorageError, A> =>
  TE.tryCatch(() => retryingDeadlocks(query), databaseFailure(operation));

/** Runs a write of one row at the version the caller read (`where … version = expected`): a count of rows written other than one is a VersionConflict. */
export const runVersionedWrite = (operation: string, expected: number, write: () => Promise<number>): TE.TaskEither<StorageError | VersionConflict, void> =>
  pipe(
    runQuery(operation, write),
    TE.chainW((written) => (written === 1 ? TE.right(undefined) : TE.left<VersionConflict>({ _tag: 'VersionConflict', expected }))),
  );
