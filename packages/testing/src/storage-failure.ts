import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';

/** What a real store answers for a broken write the in-memory one refuses (a duplicate id). */
export const storageFailure = <A>(operation: string, reason: string): TE.TaskEither<StorageError, A> =>
  TE.left({ _tag: 'StorageError', operation, kind: 'failed', cause: new Error(reason) });
