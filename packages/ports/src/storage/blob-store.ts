import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from './storage-error';

/** Lowercase hex SHA-256 of a blob's bytes: the blob's address. */
export type BlobDigest = string;

/** The bytes read back do not match their address: the store is damaged. */
export type BlobCorrupt = { readonly _tag: 'BlobCorrupt'; readonly digest: BlobDigest };

/**
 * Content-addressed storage of file bytes. Writing is atomic and durable before `put` resolves;
 * storing the same bytes twice stores them once.
 */
export interface BlobStore {
  /** Stores the bytes and answers their SHA-256 and size. */
  put(bytes: Uint8Array): TE.TaskEither<StorageError, { digest: BlobDigest; size: number }>;
  /**
   * Stores bytes as they come from `chunks`, without holding them all (a job's result .zip, up to
   * gigabytes), and answers their SHA-256 and size: atomic and durable like `put`. A source that
   * throws leaves nothing stored (perhaps an abandoned write for the sweep) and fails the write.
   */
  putStream(chunks: AsyncIterable<Uint8Array>): TE.TaskEither<StorageError, { digest: BlobDigest; size: number }>;
  /** The bytes with this digest as they stream, verified against it as they come (the last chunk fails on a mismatch); none if absent. */
  getStream(digest: BlobDigest): TE.TaskEither<StorageError, O.Option<{ readonly size: number; readonly chunks: AsyncIterable<Uint8Array> }>>;
  /** The bytes with this digest, verified against it; none if absent. */
  get(digest: BlobDigest): TE.TaskEither<StorageError | BlobCorrupt, O.Option<Uint8Array>>;
  has(digest: BlobDigest): TE.TaskEither<StorageError, boolean>;
  /** Removes the blob; removing an absent blob is not an error. */
  delete(digest: BlobDigest): TE.TaskEither<StorageError, void>;
  /** Digests of the blobs written before `before` (for the sweep of unreferenced blobs). */
  listOlderThan(before: Date): TE.TaskEither<StorageError, ReadonlyArray<BlobDigest>>;
  /**
   * Removes what writes interrupted before `cutoff` left behind (a crash between the temp file and
   * its rename) and answers how many; for the sweep. Optional: a store whose writes leave nothing
   * behind (in memory, S3's single PUT) has none.
   */
  removeAbandonedWrites?(cutoff: Date): TE.TaskEither<StorageError, number>;
  /** Is the store reachable and writable (readiness)? */
  ping(): TE.TaskEither<StorageError, void>;
}
