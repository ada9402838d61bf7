import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, unlink, utimes } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BlobCorrupt, BlobDigest, BlobStore } from '@quire/ports/storage/blob-store';
import { type StorageError, storageError } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { blobPath, DIGEST, SHARD, tempDirectory } from './blob-path';
import { renameDurably, TEMP_FILE, writeFileDurably, writeTempFile, writeTempStream } from './durable-write';

const sha256 = (bytes: Uint8Array): BlobDigest => createHash('sha256').update(bytes).digest('hex');

const isMissing = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';

/** Folder entries, or none when the folder does not exist. */
const entries = async (directory: string): Promise<string[]> => readdir(directory).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));

/**
 * Content-addressed blobs in a folder: `<root>/ab/cd/<sha256>`, written through a temp file, fsync
 * and rename, verified on every read. The write time of a blob is its file's mtime.
 */
export class FsBlobStore implements BlobStore {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = resolve(rootDir);
  }

  put(bytes: Uint8Array): TE.TaskEither<StorageError, { digest: BlobDigest; size: number }> {
    const digest = sha256(bytes);
    const target = blobPath(this.root, digest);
    return TE.tryCatch(async () => {
      if (await this.refresh(target)) return { digest, size: bytes.length };
      await writeFileDurably(tempDirectory(this.root), target, bytes);
      return { digest, size: bytes.length };
    }, storageError('blobs.put'));
  }

  /** Streams into a temp file (hashing as it goes), then renames it to its digest's path; already stored: the temp file goes. */
  putStream(chunks: AsyncIterable<Uint8Array>): TE.TaskEither<StorageError, { digest: BlobDigest; size: number }> {
    return TE.tryCatch(async () => {
      const written = await writeTempStream(tempDirectory(this.root), chunks);
      const target = blobPath(this.root, written.digest);
      if (await this.refresh(target)) await unlink(written.path);
      else await renameDurably(written.path, target);
      return { digest: written.digest, size: written.size };
    }, storageError('blobs.putStream'));
  }

  getStream(digest: BlobDigest): TE.TaskEither<StorageError, O.Option<{ readonly size: number; readonly chunks: AsyncIterable<Uint8Array> }>> {
    if (!DIGEST.test(digest)) return TE.right(O.none);
    const path = blobPath(this.root, digest);
    return TE.tryCatch(async () => {
      const info = await stat(path).catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)));
      if (info === undefined) return O.none;
      async function* verified(): AsyncGenerator<Uint8Array> {
        const hash = createHash('sha256');
        for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
          hash.update(chunk);
          yield chunk;
        }
        if (hash.digest('hex') !== digest) throw new Error('BlobCorrupt');
      }
      return O.some({ size: info.size, chunks: verified() });
    }, storageError('blobs.getStream'));
  }

  get(digest: BlobDigest): TE.TaskEither<StorageError | BlobCorrupt, O.Option<Uint8Array>> {
    if (!DIGEST.test(digest)) return TE.right(O.none);
    return pipe(
      TE.tryCatch(
        (): Promise<O.Option<Uint8Array>> =>
          readFile(blobPath(this.root, digest)).then(
            (bytes) => O.some(bytes),
            (error: unknown) => (isMissing(error) ? O.none : Promise.reject(error)),
          ),
        storageError('blobs.get'),
      ),
      TE.filterOrElseW(
        (found) => O.isNone(found) || sha256(found.value) === digest,
        (): BlobCorrupt => ({ _tag: 'BlobCorrupt', digest }),
      ),
    );
  }

  has(digest: BlobDigest): TE.TaskEither<StorageError, boolean> {
    if (!DIGEST.test(digest)) return TE.right(false);
    return TE.tryCatch(
      () => stat(blobPath(this.root, digest)).then(() => true, (error: unknown) => (isMissing(error) ? false : Promise.reject(error))),
      storageError('blobs.has'),
    );
  }

  delete(digest: BlobDigest): TE.TaskEither<StorageError, void> {
    if (!DIGEST.test(digest)) return TE.right(undefined);
    return TE.tryCatch(
      () => unlink(blobPath(this.root, digest)).catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error))),
      storageError('blobs.delete'),
    );
  }

  listOlderThan(before: Date): TE.TaskEither<StorageError, ReadonlyArray<BlobDigest>> {
    return TE.tryCatch(async () => {
      const old: BlobDigest[] = [];
      for (const first of (await entries(this.root)).filter((name) => SHARD.test(name))) {
        for (const second of (await entries(join(this.root, first))).filter((name) => SHARD.test(name))) {
          const names = await entries(join(this.root, first, second));
          for (const name of names.filter((each) => DIGEST.test(each) && each.startsWith(first + second))) {
            const info = await stat(blobPath(this.root, name)).catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)));
            if (info !== undefined && info.mtimeMs < before.getTime()) old.push(name);
          }
        }
      }
      return old.sort();
    }, storageError('blobs.listOlderThan'));
  }

  /** Temp files (`.tmp/*.tmp`) last written before the cutoff: no write lasts that long, so a crash left them. */
  removeAbandonedWrites(cutoff: Date): TE.TaskEither<StorageError, number> {
    return TE.tryCatch(async () => {
      const tempDir = tempDirectory(this.root);
      let removed = 0;
      for (const name of (await entries(tempDir)).filter((each) => TEMP_FILE.test(each))) {
        const path = join(tempDir, name);
        const info = await stat(path).catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)));
        if (info === undefined || !info.isFile() || info.mtimeMs >= cutoff.getTime()) continue;
        await unlink(path).catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)));
        removed += 1;
      }
      return removed;
    }, storageError('blobs.removeAbandonedWrites'));
  }

  ping(): TE.TaskEither<StorageError, void> {
    return TE.tryCatch(async () => {
      await unlink(await writeTempFile(tempDirectory(this.root), Uint8Array.of(0x70, 0x69, 0x6e, 0x67)));
    }, storageError('blobs.ping'));
  }

  /** When the blob is already stored, marks it as just written (a sweep must not take it) and answers true. */
  private async refresh(target: string): Promise<boolean> {
    const now = new Date();
    return utimes(target, now, now).then(
      () => true,
      (error: unknown) => (isMissing(error) ? false : Promise.reject(error)),
    );
  }
}
