import type { LibraryResource } from '@quire/domain/library-entity';
import type { VersionConflict } from '@quire/ports/storage/storage-error';
import { type AppError, conflict } from '../app-error';

/**
 * A library repository's write failure as a use case answers it: a VersionConflict (the row
 * changed or went between our read and our write) is a `concurrent_update`, which the binding runs
 * again (retryingLostRaces: a 412 with If-Match, the last writer wins without); the rest
 * (storage errors, a name taken by a racing request, a folder filled meanwhile) pass as they are.
 */
export const fromLibraryWriteError =
  (resource: LibraryResource) =>
  <E extends AppError>(error: E | VersionConflict): AppError =>
    error._tag === 'VersionConflict' ? conflict('concurrent_update', `The ${resource} changed meanwhile; read it again and retry.`) : error;
