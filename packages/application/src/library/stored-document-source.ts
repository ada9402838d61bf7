import type { DocumentSource } from '@quire/ports/documents/document-renderer';
import type { BlobStore } from '@quire/ports/storage/blob-store';
import { storageError } from '@quire/ports/storage/storage-error';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';

/** A stored file as the renderer reads it: by digest, its bytes loaded only on a cache miss. */
export const sourceOf = (blobs: BlobStore, sha256: string): DocumentSource => ({
  sha256,
  load: () =>
    pipe(
      blobs.get(sha256),
      TE.mapLeft((error) => (error._tag === 'BlobCorrupt' ? storageError('blobs.get')(new Error(`blob ${sha256} is corrupt`)) : error)),
      TE.chain(O.fold(() => TE.left(storageError('blobs.get')(new Error(`blob ${sha256} is missing`))), (bytes) => TE.right(bytes))),
    ),
});
