import { createHash } from 'node:crypto';
import type { BlobCorrupt, BlobDigest, BlobStore } from '@quire/ports/storage/blob-store';
import type { Clock } from '@quire/ports/platform/clock';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';

type Stored = { bytes: Uint8Array; writtenAt: Date };

const sha256 = (bytes: Uint8Array): BlobDigest => createHash('sha256').update(bytes).digest('hex');

/** A BlobStore in a Map. Verifies digests on read like the real one; `corrupt` and `backdate` let tests play the disk. */
export class InMemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<BlobDigest, Stored>();

  constructor(private readonly clock: Clock = { now: () => new Date() }) {}

  put(bytes: Uint8Array): TE.TaskEither<StorageError, { digest: BlobDigest; size: number }> {
    const digest = sha256(bytes);
    const existing = this.blobs.get(digest);
    // Re-storing refreshes the write time so a sweep in progress cannot take bytes that just became referenced.
    this.blobs.set(digest, { bytes: existing?.bytes ?? Uint8Array.from(bytes), writtenAt: this.clock.now() });
    return TE.right({ digest, size: bytes.length });
  }

  putStream(chunks: AsyncIterable<Uint8Array>): TE.TaskEither<StorageError, { digest: BlobDigest; size: number }> {
    return TE.tryCatch(
      async () => {
        const parts: Uint8Array[] = [];
        for await (const chunk of chunks) parts.push(Uint8Array.from(chunk));
        const bytes = Buffer.concat(parts);
        const digest = sha256(bytes);
        this.blobs.set(digest, { bytes: this.blobs.get(digest)?.bytes ?? bytes, writtenAt: this.clock.now() });
        return { digest, size: bytes.length };
      },
      (cause): StorageError => ({ _tag: 'StorageError', operation: 'blobs.putStream', kind: 'failed', cause }),
    );
  }

  getStream(digest: BlobDigest): TE.TaskEither<StorageError, O.Option<{ readonly size: number; readonly chunks: AsyncIterable<Uint8Array> }>> {
    const stored = this.blobs.get(digest);
    if (stored === undefined) return TE.right(O.none);
    const bytes = Uint8Array.from(stored.bytes);
    async function* chunks(): AsyncGenerator<Uint8Array> {
      const half = bytes.length >> 1;
      yield bytes.subarray(0, half);
      if (sha256(bytes) !== digest) throw new Error(`blob ${digest} is damaged`);
      yield bytes.subarray(half);
    }
    return TE.right(O.some({ size: bytes.length, chunks: chunks() }));
  }

  get(digest: BlobDigest): TE.TaskEither<StorageError | BlobCorrupt, O.Option<Uint8Array>> {
    const stored = this.blobs.get(digest);
    if (stored === undefined) return TE.right(O.none);
    if (sha256(stored.bytes) !== digest) return TE.left({ _tag: 'BlobCorrupt', digest });
    return TE.right(O.some(Uint8Array.from(stored.bytes)));
  }

  has(digest: BlobDigest): TE.TaskEither<StorageError, boolean> {
    return TE.right(this.blobs.has(digest));
  }

  delete(digest: BlobDigest): TE.TaskEither<StorageError, void> {
    this.blobs.delete(digest);
    return TE.right(undefined);
  }

  listOlderThan(before: Date): TE.TaskEither<StorageError, ReadonlyArray<BlobDigest>> {
    const old = [...this.blobs.entries()].filter(([, stored]) => stored.writtenAt.getTime() < before.getTime());
    return TE.right(old.map(([digest]) => digest).sort());
  }

  ping(): TE.TaskEither<StorageError, void> {
    return TE.right(undefined);
  }

  /** Test hook: flips the bytes of a stored blob, as a damaged disk would. */
  corrupt(digest: BlobDigest): void {
    const stored = this.blobs.get(digest);
    if (stored !== undefined) stored.bytes = Uint8Array.from([...stored.bytes, 0x2a]);
  }

  /** Test hook: pretends the blob was written at `at`. */
  backdate(digest: BlobDigest, at: Date): void {
    const stored = this.blobs.get(digest);
    if (stored !== undefined) stored.writtenAt = at;
  }
}
