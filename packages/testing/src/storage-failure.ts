import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';

/** What a real store answers for a broken write the in-memory one refuses (a duplicate id). */
export const storageError = (operation: string, reason: string): StorageError => ({ _tag: 'StorageError', operation, kind: 'failed', cause: new Error(reason) });

/** The same, as a task that fails. */
export const storageFailure = <A>(operation: string, reason: string): TE.TaskEither<StorageError, A> => TE.left(storageError(operation, reason));
