import { BlobStoreToken } from '@quire/ports/storage/blob-store';
import { ContainerModule } from 'inversify';
import type { S3BlobStore } from './s3-blob-store';

/** Binds the BlobStore port to an S3 store (shared by every server process); the composition root closes it. */
export const blobS3Module = (store: S3BlobStore): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(BlobStoreToken).toConstantValue(store);
  });
