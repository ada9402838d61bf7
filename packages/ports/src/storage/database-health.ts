import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from './storage-error';

/** Readiness of the database. */
export interface DatabaseHealth {
  ping(): TE.TaskEither<StorageError, void>;
}
