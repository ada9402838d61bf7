import { BlobStoreToken } from '@quire/ports/storage/blob-store';
import { ContainerModule } from 'inversify';
import { FsBlobStore } from './fs-blob-store';

/** Binds the BlobStore port to a filesystem store under `rootDir` (shared by every server process). */
export const blobFsModule = (rootDir: string): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(BlobStoreToken).toConstantValue(new FsBlobStore(rootDir));
  });
