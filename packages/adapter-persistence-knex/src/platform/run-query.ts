import type { StorageError } from '@quire/ports/storage/storage-error';
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
