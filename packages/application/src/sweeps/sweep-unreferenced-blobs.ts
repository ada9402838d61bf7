import type { BlobReferences } from '@quire/ports/storage/blob-references';
import { pipe } from 'fp-ts/function';
import * as RA from 'fp-ts/ReadonlyArray';
import * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { Ports } from '@quire/ports/ports';
import type { AppError } from '../app-error';
import { currentTime } from '../current-time';

const BATCH = 500;

/** Blobs younger than this are never swept: an upload stores its blob moments before its row (docs/limits.md#no-half-written-data). */
export const DEFAULT_BLOB_GRACE_MS = 24 * 60 * 60 * 1000;

/** Blobs examined and deleted, and the abandoned writes (temp files a crash left) removed. */
export type SweepReport = { readonly examined: number; readonly deleted: number; readonly abandonedWrites: number };
export type SweepUnreferencedBlobs = (input: { readonly graceMs: number }) => TE.TaskEither<AppError, SweepReport>;

/**
 * Deletes the blobs older than the grace period that no row of any tenant points at (left by a
 * failed upload, a deleted snippet or template). Blobs are listed again after the references are
 * read: one stored again meanwhile (an upload of the same bytes refreshes its write time) is no
 * longer old and is kept. Then the store removes the abandoned writes older than the same grace
 * period (temp files of writes a crash interrupted), where its writes can leave any.
 */
export const sweepUnreferencedBlobs =
  ({ blobs, blobReferences, clock }: Pick<Ports, 'blobs' | 'blobReferences' | 'clock'>): SweepUnreferencedBlobs =>
  ({ graceMs }) =>
    pipe(
      currentTime(clock),
      TE.map((now) => new Date(now.getTime() - graceMs)),
      TE.bindTo('cutoff'),
      TE.bindW('old', ({ cutoff }) => blobs.listOlderThan(cutoff)),
      TE.bindW('referenced', ({ old }) => referencedAmong(blobReferences, old)),
      TE.bindW('stillOld', ({ cutoff }) => pipe(blobs.listOlderThan(cutoff), TE.map((digests) => new Set(digests)))),
      TE.bindW('deleted', ({ old, referenced, stillOld }) => {
        const doomed = old.filter((digest) => !referenced.has(digest) && stillOld.has(digest));
        return pipe(
          doomed,
          RA.traverse(TE.ApplicativeSeq)((digest) => blobs.delete(digest)),
          TE.map(() => doomed.length),
        );
      }),
      TE.bindW('abandonedWrites', ({ cutoff }) => (blobs.removeAbandonedWrites === undefined ? TE.right(0) : blobs.removeAbandonedWrites(cutoff))),
      TE.map(({ old, deleted, abandonedWrites }) => ({ examined: old.length, deleted, abandonedWrites })),
      TE.mapLeft((error): AppError => error),
    );

/** Asks in batches, so that no store is handed one query with thousands of digests. */
const referencedAmong = (references: BlobReferences, digests: ReadonlyArray<string>): TE.TaskEither<StorageError, ReadonlySet<string>> =>
  pipe(
    RA.chunksOf(BATCH)(digests),
    RA.traverse(TE.ApplicativeSeq)((batch) => references.referenced(batch)),
    TE.map((sets) => new Set(sets.flatMap((set) => [...set]))),
  );
