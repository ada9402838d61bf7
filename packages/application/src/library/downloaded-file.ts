import type { BlobStore } from '@quire/ports/storage/blob-store';
import { storageError } from '@quire/ports/storage/storage-error';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';

/** A stored .docx as a download answers it: a file name, the exact bytes, and their SHA-256 (the ETag). */
export type DownloadedFile = { readonly fileName: string; readonly bytes: Uint8Array; readonly sha256: string };

/** `<name>.docx` (SPEC §1 downloads), without doubling an extension the name already has. */
export const downloadName = (name: string): string => (/\.docx$/i.test(name) ? name : `${name}.docx`);

/**
 * The stored file a row points at, named after its resource. A row never points at a missing
 * blob, and the store verifies what it reads, so a missing or damaged blob is no expected
 * failure: it is a StorageError (500, logged).
 */
export const downloadFile =
  (blobs: BlobStore) =>
  (name: string, digest: string): TE.TaskEither<AppError, DownloadedFile> =>
    pipe(
      blobs.get(digest),
      TE.mapLeft((error): AppError => (error._tag === 'BlobCorrupt' ? storageError('blobs.get')(new Error(`blob ${digest} is corrupt`)) : error)),
      TE.chain(
        O.fold(
          (): TE.TaskEither<AppError, Uint8Array> => TE.left(storageError('blobs.get')(new Error(`blob ${digest} is missing`))),
          (bytes) => TE.right(bytes),
        ),
      ),
      TE.map((bytes) => ({ fileName: downloadName(name), bytes, sha256: digest })),
    );
