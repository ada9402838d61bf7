import { FsBlobStore } from '@quire/adapter-blob-fs/fs-blob-store';
import { S3BlobStore } from '@quire/adapter-blob-s3/s3-blob-store';
import { createS3Client } from '@quire/adapter-blob-s3/s3-client';
import { ContainerModule } from 'inversify';
import type { BlobSettings } from '../blob-settings';
import { bindPorts } from './bind-ports';

/** The blob store the settings pick (a folder shared by every server process, or an S3 bucket), as a container module, and how to release it at shutdown. */
export const blobStoreModule = (settings: BlobSettings): { readonly module: ContainerModule; readonly close: () => void } => {
  switch (settings.kind) {
    case 'folder':
      return { module: new ContainerModule(({ bind }) => bindPorts(bind, { blobs: new FsBlobStore(settings.dir) })), close: () => undefined };
    case 's3': {
      const { bucket, prefix, region, endpoint } = settings;
      const client = createS3Client({ ...(region === undefined ? {} : { region }), ...(endpoint === undefined ? {} : { endpoint }) });
      const store = new S3BlobStore({ client, bucket, prefix });
      return { module: new ContainerModule(({ bind }) => bindPorts(bind, { blobs: store })), close: () => store.close() };
    }
  }
};
