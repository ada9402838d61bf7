import { blobFsModule } from '@quire/adapter-blob-fs/blob-fs-module';
import { blobS3Module } from '@quire/adapter-blob-s3/blob-s3-module';
import { S3BlobStore } from '@quire/adapter-blob-s3/s3-blob-store';
import { createS3Client } from '@quire/adapter-blob-s3/s3-client';
import type { ContainerModule } from 'inversify';
import type { BlobSettings } from './blob-settings';

/** The blob store the settings pick, as a container module, and how to release it at shutdown. */
export const blobStoreModule = (settings: BlobSettings): { readonly module: ContainerModule; readonly close: () => void } => {
  switch (settings.kind) {
    case 'folder':
      return { module: blobFsModule(settings.dir), close: () => undefined };
    case 's3': {
      const { bucket, prefix, region, endpoint } = settings;
      const client = createS3Client({ ...(region === undefined ? {} : { region }), ...(endpoint === undefined ? {} : { endpoint }) });
      const store = new S3BlobStore({ client, bucket, prefix });
      return { module: blobS3Module(store), close: () => store.close() };
    }
  }
};
