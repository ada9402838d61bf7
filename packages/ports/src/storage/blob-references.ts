import type * as TE from 'fp-ts/TaskEither';
import type { BlobDigest } from './blob-store';
import type { StorageError } from './storage-error';

/** Which blobs rows point at (snippets, every template file version), for the sweep of unreferenced blobs. */
export interface BlobReferences {
  /** The digests among `digests` that some row of any tenant points at. */
  referenced(digests: ReadonlyArray<BlobDigest>): TE.TaskEither<StorageError, ReadonlySet<BlobDigest>>;
}
