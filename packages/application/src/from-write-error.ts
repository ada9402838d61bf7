import type { VersionConflict } from '@quire/ports/storage-error';
import { type AppError, type ResourceName, conflict } from './app-error';

/**
 * The failures of a repository write as use-case errors: a VersionConflict (the row changed or
 * went between our read and our write) is a 409 `concurrent_update`; the rest (storage failures,
 * names taken in a lost race) are AppErrors already.
 */
export const fromWriteError =
  (resource: ResourceName) =>
  (error: AppError | VersionConflict): AppError =>
    error._tag === 'VersionConflict' ? conflict('concurrent_update', `The ${resource} changed meanwhile; read it again and retry.`) : error;
