import { type StorageError, storageError } from '@quire/ports/storage-error';
import * as TE from 'fp-ts/TaskEither';

/** Runs database I/O; a throw becomes a StorageError naming the operation. */
export const runQuery = <A>(operation: string, query: () => Promise<A>): TE.TaskEither<StorageError, A> => TE.tryCatch(query, storageError(operation));
