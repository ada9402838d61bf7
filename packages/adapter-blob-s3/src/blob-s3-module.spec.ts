import { BlobStoreToken } from '@quire/ports/storage/blob-store';
import { expectRight } from '@quire/testing/contracts/run-task';
import { Container } from 'inversify';
import { S3RVER_CREDENTIALS, startS3TestServer } from '../test/s3-test-server';
import { blobS3Module } from './blob-s3-module';
import { S3BlobStore } from './s3-blob-store';
import { createS3Client } from './s3-client';

describe('blobS3Module', () => {
  it('binds the BlobStore port to the S3 store it is given', async () => {
    const server = await startS3TestServer();
    const store = new S3BlobStore({ client: createS3Client({ endpoint: server.endpoint, credentials: S3RVER_CREDENTIALS }), bucket: server.bucket, prefix: 'bound/' });
    try {
      const container = new Container();
      await container.load(blobS3Module(store));
      const bound = container.get(BlobStoreToken);
      expect(bound).toBe(store);
      const { digest } = await expectRight(bound.put(new TextEncoder().encode('bound')));
      expect(await expectRight(store.has(digest))).toBe(true);
    } finally {
      store.close();
      await server.close();
    }
  });
});
