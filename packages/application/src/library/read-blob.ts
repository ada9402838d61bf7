import type { BlobStore } from '@quire/ports/storage/blob-store';
import { storageError } from '@quire/ports/storage/storage-error';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';

/**
 * The bytes a row points at. A row never points at a missing blob, and the store verifies what it
 * reads, so a missing or damaged blob is no expected failure: it is a StorageError (500, logged).
 */
export const readBlob =
  (blobs: BlobStore) =>
  (digest: string): TE.TaskEither<AppError, Uint8Array> =>
    pipe(
      blobs.get(digest),
      TE.mapLeft((error): AppError => (error._tag === 'BlobCorrupt' ? storageError('blobs.get')(new Error(`blob ${digest} is corrupt`)) : error)),
      TE.chain(
        O.fold(
          (): TE.TaskEither<AppError, Uint8Array> => TE.left(storageError('blobs.get')(new Error(`blob ${digest} is missing`))),
          (bytes) => TE.right(bytes),
        ),
      ),
    );
