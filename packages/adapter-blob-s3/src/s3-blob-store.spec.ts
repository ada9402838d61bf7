import { randomBytes } from 'node:crypto';
import { utimes, writeFile } from 'node:fs/promises';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { storageFailureLogFields } from '@quire/ports/storage/error-log-fields';
import { blobStoreContract } from '@quire/testing/contracts/blob-store-contract';
import { expectLeft, expectRight } from '@quire/testing/contracts/run-task';
import * as O from 'fp-ts/Option';
import { S3RVER_CREDENTIALS, type S3TestServer, startS3TestServer } from '../test/s3-test-server';
import { blobKey } from './blob-keys';
import { S3BlobStore } from './s3-blob-store';
import { createS3Client } from './s3-client';

const END_OF_TIME = new Date(8.64e15);
const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);
/** A prefix no other test uses: every test gets a store of its own in the one bucket. */
const freshPrefix = (): string => `t-${randomBytes(6).toString('hex')}/blobs/`;

describe('S3BlobStore on an S3-compatible server started by the test (s3rver)', () => {
  let server: S3TestServer;
  let client: S3Client;
  beforeAll(async () => {
    server = await startS3TestServer();
    client = createS3Client({ endpoint: server.endpoint, credentials: S3RVER_CREDENTIALS });
  });
  afterAll(async () => {
    client.destroy();
    await server.close();
  });

  const storeAt = (prefix: string, options: { partSize?: number } = {}): S3BlobStore =>
    new S3BlobStore({ client, bucket: server.bucket, prefix, ...options });

  blobStoreContract(async () => {
    const prefix = freshPrefix();
    return {
      adapter: storeAt(prefix),
      corrupt: (digest) => writeFile(server.objectFile(blobKey(prefix, digest)), 'damaged in the bucket'),
      backdate: (digest, at) => utimes(server.objectFile(blobKey(prefix, digest)), at, at),
      cleanup: async () => undefined,
    };
  });

  describe('keys', () => {
    it('keeps a blob at <prefix>ab/cd/<digest>, the blob folder\'s layout', async () => {
      const prefix = freshPrefix();
      const { digest } = await expectRight(storeAt(prefix).put(bytesOf('sharded')));
      const listed = await client.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: prefix }));
      expect(listed.Contents?.map((object) => object.Key)).toEqual([`${prefix}${digest.slice(0, 2)}/${digest.slice(2, 4)}/${digest}`]);
    });

    it('lists only its own blobs: not other objects under its prefix, nor the blobs of another prefix', async () => {
      const prefix = freshPrefix();
      const store = storeAt(prefix);
      const { digest } = await expectRight(store.put(bytesOf('mine')));
      const other = await expectRight(storeAt(freshPrefix()).put(bytesOf('theirs')));
      const misplaced = `${prefix}${other.digest.slice(2, 4)}/${other.digest.slice(0, 2)}/${other.digest}`;
      for (const key of [`${prefix}notes.txt`, `${prefix}ab/cd/not-a-digest`, misplaced, `${prefix}.ping`]) {
        await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: key, Body: 'foreign' }));
      }
      expect(await expectRight(store.listOlderThan(END_OF_TIME))).toEqual([digest]);
    });

    it('works at the bucket\'s root (an empty prefix)', async () => {
      const { bucket, close, endpoint } = await startS3TestServer('root-bucket');
      const rootClient = createS3Client({ endpoint, credentials: S3RVER_CREDENTIALS });
      try {
        const store = new S3BlobStore({ client: rootClient, bucket, prefix: '' });
        const { digest } = await expectRight(store.put(bytesOf('at the root')));
        await expectRight(store.ping());
        expect(await expectRight(store.listOlderThan(END_OF_TIME))).toEqual([digest]);
      } finally {
        rootClient.destroy();
        await close();
      }
    });

    it('never sends a request for a digest that is not one', async () => {
      const prefix = freshPrefix();
      await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: `${prefix}secret`, Body: 'not a blob' }));
      const store = storeAt(`${prefix}sub/`);
      expect(await expectRight(store.get('../secret'))).toEqual(O.none);
      expect(await expectRight(store.has('../secret'))).toBe(false);
      await expectRight(store.delete('../secret'));
      expect((await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: `${prefix}secret` }))).ContentLength).toBe(10);
    });
  });

  describe('large blobs', () => {
    it('go up in parts (multipart upload) and come back whole and verified', async () => {
      const prefix = freshPrefix();
      const sent: string[] = [];
      const recording = createS3Client({ endpoint: server.endpoint, credentials: S3RVER_CREDENTIALS });
      recording.middlewareStack.add((next, context) => (args) => {
        sent.push(String(context.commandName));
        return next(args);
      });
      try {
        const store = new S3BlobStore({ client: recording, bucket: server.bucket, prefix, partSize: 5 * 1024 * 1024 });
        const bytes = randomBytes(11 * 1024 * 1024 + 3);
        const { digest, size } = await expectRight(store.put(bytes));
        expect(size).toBe(bytes.length);
        expect(sent).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand']);
        const read = await expectRight(store.get(digest));
        expect(O.map((found: Uint8Array) => Buffer.from(found).equals(bytes))(read)).toEqual(O.some(true));
        expect(sent.slice(5)).toEqual(['GetObjectCommand']);
      } finally {
        recording.destroy();
      }
    });

    it('are refused when damaged, like any blob', async () => {
      const prefix = freshPrefix();
      const store = storeAt(prefix, { partSize: 5 * 1024 * 1024 });
      const bytes = randomBytes(6 * 1024 * 1024);
      const { digest } = await expectRight(store.put(bytes));
      bytes[4_000_000] = (bytes[4_000_000] ?? 0) ^ 0xff;
      await writeFile(server.objectFile(blobKey(prefix, digest)), bytes);
      expect(await expectLeft(store.get(digest))).toEqual({ _tag: 'BlobCorrupt', digest });
    });

    it('refuses parts smaller than S3 allows', () => {
      expect(() => storeAt(freshPrefix(), { partSize: 1024 })).toThrow(RangeError);
    });
  });

  describe('when the server cannot be used', () => {
    const secret = 'wrong-secret-Zq8vK2pL9xW4';

    it('answers a StorageError with the S3 code, and keeps no secret, key id, endpoint or key in it', async () => {
      // s3rver checks the access key id, not SigV4 signatures: an unknown key id is its refusal.
      const keyId = 'AKIAQUIRETESTUNKNOWN';
      const wrong = createS3Client({ endpoint: server.endpoint, credentials: { accessKeyId: keyId, secretAccessKey: secret } });
      try {
        const prefix = freshPrefix();
        const store = new S3BlobStore({ client: wrong, bucket: server.bucket, prefix });
        const error = await expectLeft(store.put(bytesOf('refused')));
        expect(error).toEqual({ _tag: 'StorageError', operation: 'blobs.put', kind: 'failed', cause: { name: 'S3Failure', code: 'InvalidAccessKeyId', httpStatus: 403 } });
        expect(storageFailureLogFields(error)).toEqual({ operation: 'blobs.put', kind: 'failed', code: 'InvalidAccessKeyId' });
        const text = JSON.stringify(error);
        for (const leak of [secret, keyId, server.endpoint, '127.0.0.1', prefix]) expect(text).not.toContain(leak);
      } finally {
        wrong.destroy();
      }
    });

    it('fails ping on a bucket that does not exist', async () => {
      const store = new S3BlobStore({ client, bucket: 'no-such-bucket', prefix: '' });
      expect(await expectLeft(store.ping())).toMatchObject({ _tag: 'StorageError', operation: 'blobs.ping', cause: { code: 'NoSuchBucket' } });
      expect(await expectLeft(store.get('0'.repeat(64)))).toMatchObject({ _tag: 'StorageError', operation: 'blobs.get', cause: { code: 'NoSuchBucket' } });
    });

    it('fails ping when nothing listens', async () => {
      const { endpoint, close } = await startS3TestServer();
      await close();
      const gone = createS3Client({ endpoint, credentials: S3RVER_CREDENTIALS });
      try {
        const error = await expectLeft(new S3BlobStore({ client: gone, bucket: server.bucket, prefix: '' }).ping());
        // Under jest the SDK wraps node's errors (another realm) and their code is lost: s3-failure.spec.ts reads codes.
        expect(error).toMatchObject({ _tag: 'StorageError', operation: 'blobs.ping', cause: { name: 'S3Failure' } });
        expect(JSON.stringify(error)).not.toContain(endpoint);
      } finally {
        gone.destroy();
      }
    });
  });

  describe('abandoned writes', () => {
    it('finds none where the server has no ListMultipartUploads (s3rver answers 501)', async () => {
      expect(await expectRight(storeAt(freshPrefix()).removeAbandonedWrites(END_OF_TIME))).toBe(0);
    });
  });
});
