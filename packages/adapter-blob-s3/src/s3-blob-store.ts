import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BlobCorrupt, BlobDigest, BlobStore } from '@quire/ports/storage/blob-store';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { blobKey, DIGEST, digestOfKey, isStreamKey, pingKey, streamKey } from './blob-keys';
import type { S3Location } from './s3-location';
import { isNotFound, isNotImplemented, s3Failure } from './s3-failure';
import { readVerified } from './read-verified';

const sha256 = (bytes: Uint8Array): BlobDigest => createHash('sha256').update(bytes).digest('hex');

/** S3's smallest part (all but the last): the SDK refuses smaller. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;

export type S3BlobStoreOptions = S3Location & {
  readonly client: S3Client;
  /** Blobs larger than this go up in parts of this size (multipart upload); smaller in one PUT. Default 8 MiB. */
  readonly partSize?: number;
  /** Parts in flight at once for one blob. Default 4. */
  readonly partsInFlight?: number;
};

/**
 * Content-addressed blobs in an S3 bucket under a prefix: `<prefix>ab/cd/<sha256>`, verified on
 * every read. A PUT is atomic (the object appears whole or not at all) and durable when S3 answers;
 * a blob stored again is PUT again, which makes its LastModified (its age for the sweep) now.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly partSize: number;
  private readonly partsInFlight: number;

  constructor({ client, bucket, prefix, partSize = 8 * 1024 * 1024, partsInFlight = 4 }: S3BlobStoreOptions) {
    if (partSize < MIN_PART_SIZE) throw new RangeError(`partSize must be at least ${MIN_PART_SIZE} bytes`);
    this.client = client;
    this.bucket = bucket;
    this.prefix = prefix;
    this.partSize = partSize;
    this.partsInFlight = partsInFlight;
  }

  put(bytes: Uint8Array): TE.TaskEither<StorageError, { digest: BlobDigest; size: number }> {
    const digest = sha256(bytes);
    return TE.tryCatch(async () => {
      // One PUT up to partSize, parts beyond (at most partsInFlight × partSize bytes in flight);
      // a failed multipart upload is aborted by the SDK, one a crash interrupts by removeAbandonedWrites.
      const upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: blobKey(this.prefix, digest), Body: bytes, ContentType: 'application/octet-stream' },
        partSize: this.partSize,
        queueSize: this.partsInFlight,
        leavePartsOnError: false,
      });
      await upload.done();
      return { digest, size: bytes.length };
    }, s3Failure('blobs.put'));
  }

  /**
   * Uploads the chunks as they come (multipart, partsInFlight × partSize bytes in memory at most)
   * to a temporary key outside the blob layout, hashing them; then copies the object to its
   * digest's key (S3's CopyObject: up to 5 GB) and removes the temporary one. A crash leaves the
   * temporary upload for removeAbandonedWrites.
   */
  putStream(chunks: AsyncIterable<Uint8Array>): TE.TaskEither<StorageError, { digest: BlobDigest; size: number }> {
    return TE.tryCatch(async () => {
      const hash = createHash('sha256');
      let size = 0;
      async function* hashed(): AsyncGenerator<Uint8Array> {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      }
      const temporary = streamKey(this.prefix, randomBytes(12).toString('hex'));
      const upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: temporary, Body: Readable.from(hashed()), ContentType: 'application/octet-stream' },
        partSize: this.partSize,
        queueSize: this.partsInFlight,
        leavePartsOnError: false,
      });
      await upload.done();
      const digest = hash.digest('hex');
      try {
        await this.client.send(
          new CopyObjectCommand({ Bucket: this.bucket, Key: blobKey(this.prefix, digest), CopySource: `${this.bucket}/${encodeURI(temporary)}`, ContentType: 'application/octet-stream', MetadataDirective: 'REPLACE' }),
        );
      } finally {
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: temporary })).catch(() => undefined);
      }
      return { digest, size };
    }, s3Failure('blobs.putStream'));
  }

  getStream(digest: BlobDigest): TE.TaskEither<StorageError, O.Option<{ readonly size: number; readonly chunks: AsyncIterable<Uint8Array> }>> {
    if (!DIGEST.test(digest)) return TE.right(O.none);
    return TE.tryCatch(async () => {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: blobKey(this.prefix, digest) })).catch((error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      });
      if (object === undefined) return O.none;
      const body = object.Body as AsyncIterable<Uint8Array> | undefined;
      async function* verified(): AsyncGenerator<Uint8Array> {
        const hash = createHash('sha256');
        if (body !== undefined) {
          for await (const chunk of body) {
            hash.update(chunk);
            yield chunk;
          }
        }
        if (hash.digest('hex') !== digest) throw new Error('BlobCorrupt');
      }
      return O.some({ size: object.ContentLength ?? 0, chunks: verified() });
    }, s3Failure('blobs.getStream'));
  }

  get(digest: BlobDigest): TE.TaskEither<StorageError | BlobCorrupt, O.Option<Uint8Array>> {
    if (!DIGEST.test(digest)) return TE.right(O.none);
    return pipe(
      TE.tryCatch(async (): Promise<O.Option<{ bytes: Uint8Array; digest: BlobDigest }>> => {
        const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: blobKey(this.prefix, digest) })).catch((error: unknown) => {
          if (isNotFound(error)) return undefined;
          throw error;
        });
        if (object === undefined) return O.none;
        return O.some(await readVerified(object.Body, object.ContentLength));
      }, s3Failure('blobs.get')),
      TE.filterOrElseW(
        (found) => O.isNone(found) || found.value.digest === digest,
        (): BlobCorrupt => ({ _tag: 'BlobCorrupt', digest }),
      ),
      TE.map(O.map((found) => found.bytes)),
    );
  }

  has(digest: BlobDigest): TE.TaskEither<StorageError, boolean> {
    if (!DIGEST.test(digest)) return TE.right(false);
    return TE.tryCatch(
      () =>
        this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: blobKey(this.prefix, digest) })).then(
          () => true,
          (error: unknown) => (isNotFound(error) ? false : Promise.reject(error)),
        ),
      s3Failure('blobs.has'),
    );
  }

  delete(digest: BlobDigest): TE.TaskEither<StorageError, void> {
    if (!DIGEST.test(digest)) return TE.right(undefined);
    // S3 answers 204 whether the object was there or not.
    return TE.tryCatch(async () => {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: blobKey(this.prefix, digest) }));
    }, s3Failure('blobs.delete'));
  }

  /** ListObjectsV2 under the prefix, a page (1,000 keys) at a time; a blob's age is its LastModified. */
  listOlderThan(before: Date): TE.TaskEither<StorageError, ReadonlyArray<BlobDigest>> {
    return TE.tryCatch(async () => {
      const old: BlobDigest[] = [];
      for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: this.prefix })) {
        for (const object of page.Contents ?? []) {
          const digest = digestOfKey(this.prefix, object.Key);
          if (digest !== undefined && object.LastModified !== undefined && object.LastModified.getTime() < before.getTime()) old.push(digest);
        }
      }
      return old.sort();
    }, s3Failure('blobs.listOlderThan'));
  }

  /**
   * Aborts the multipart uploads of blobs started before the cutoff (a process that died mid-upload
   * leaves its parts, which S3 keeps and bills until aborted). A server without ListMultipartUploads
   * (s3rver, some S3-compatible stores) has none to find: 0. A bucket lifecycle rule
   * (AbortIncompleteMultipartUpload) does the same on the store's side (docs/operations.md).
   */
  removeAbandonedWrites(cutoff: Date): TE.TaskEither<StorageError, number> {
    return TE.tryCatch(async () => {
      let removed = 0;
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.prefix, ...markers })).catch((error: unknown) => {
          if (isNotImplemented(error)) return undefined;
          throw error;
        });
        if (page === undefined) return removed;
        for (const upload of page.Uploads ?? []) {
          const isOurs = (digestOfKey(this.prefix, upload.Key) !== undefined || isStreamKey(this.prefix, upload.Key)) && upload.UploadId !== undefined;
          if (!isOurs || upload.Initiated === undefined || upload.Initiated.getTime() >= cutoff.getTime()) continue;
          await this.client
            .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }))
            .catch((error: unknown) => (isNotFound(error) ? undefined : Promise.reject(error)));
          removed += 1;
        }
        if (page.IsTruncated !== true || (page.NextKeyMarker === undefined && page.NextUploadIdMarker === undefined)) return removed;
        markers = {
          ...(page.NextKeyMarker === undefined ? {} : { KeyMarker: page.NextKeyMarker }),
          ...(page.NextUploadIdMarker === undefined ? {} : { UploadIdMarker: page.NextUploadIdMarker }),
        };
      }
    }, s3Failure('blobs.removeAbandonedWrites'));
  }

  /** Writes and removes a small object outside the blob layout: the bucket is reachable, and these credentials may write to it. */
  ping(): TE.TaskEither<StorageError, void> {
    return TE.tryCatch(async () => {
      const key = pingKey(this.prefix);
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: 'ping', ContentType: 'text/plain' }));
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    }, s3Failure('blobs.ping'));
  }

  /** Closes the client's sockets (at shutdown). */
  close(): void {
    this.client.destroy();
  }
}
