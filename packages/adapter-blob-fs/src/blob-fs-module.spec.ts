import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobStoreToken } from '@quire/ports/storage/blob-store';
import { expectRight } from '@quire/testing/contracts/run-task';
import { Container } from 'inversify';
import { blobFsModule } from './blob-fs-module';
import { FsBlobStore } from './fs-blob-store';

describe('blobFsModule', () => {
  it('binds the BlobStore port to a filesystem store in the given folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-blobs-'));
    try {
      const container = new Container();
      await container.load(blobFsModule(root));
      const store = container.get(BlobStoreToken);
      expect(store).toBeInstanceOf(FsBlobStore);
      const { digest } = await expectRight(store.put(new TextEncoder().encode('bound')));
      expect(await expectRight(new FsBlobStore(root).has(digest))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
