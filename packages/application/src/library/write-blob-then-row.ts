import type { BlobStore } from '@quire/ports/storage/blob-store';
import { storageError } from '@quire/ports/storage/storage-error';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';

/**
 * No orphans (docs/limits.md#no-half-written-data): the blob is stored durably (temp file, fsync, rename) before the row that
 * points at it is written, so a row never points at a missing blob; a row that fails to be written
 * leaves an unreferenced blob, which the sweep removes after its grace period.
 *
 * After the row is written the blob is checked once more: a sweep that judged the same bytes
 * unreferenced a moment before this upload stored them again could have removed them; the bytes
 * are still at hand, so they are stored again.
 */
export const writeBlobThenRow =
  (blobs: BlobStore) =>
  <A>(bytes: Uint8Array, digest: string, writeRow: () => TE.TaskEither<AppError, A>): TE.TaskEither<AppError, A> =>
    pipe(
      blobs.put(bytes),
      TE.mapLeft((error): AppError => error),
      TE.filterOrElse(
        (stored) => stored.digest === digest,
        (stored): AppError => storageError('blobs.put')(new Error(`stored digest ${stored.digest} differs from ${digest}`)),
      ),
      TE.chain(() => writeRow()),
      TE.chainFirst(() =>
        pipe(
          blobs.has(digest),
          TE.chain((present) => (present ? TE.right(undefined) : pipe(blobs.put(bytes), TE.map(() => undefined)))),
          TE.mapLeft((error): AppError => error),
        ),
      ),
    );
