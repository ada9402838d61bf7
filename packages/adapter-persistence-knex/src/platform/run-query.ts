import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';
import { databaseFailure } from './database-failure';

/** Runs database I/O; a throw becomes a StorageError naming the operation (a lost race or a failure, ADR 0016). */
export const runQuery = <A>(operation: string, query: () => Promise<A>): TE.TaskEither<StorageError, A> => TE.tryCatch(query, databaseFailure(operation));
