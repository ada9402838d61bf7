import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { blobStoreContract } from '@quire/testing/contracts/blob-store-contract';
import { expectRight } from '@quire/testing/contracts/run-task';
import * as O from 'fp-ts/Option';
import { blobPath, tempDirectory } from './blob-path';
import { FsBlobStore } from './fs-blob-store';

const END_OF_TIME = new Date(8.64e15);
const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('FsBlobStore', () => {
  blobStoreContract(async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-blobs-'));
    return {
      adapter: new FsBlobStore(root),
      corrupt: (digest) => writeFile(blobPath(root, digest), 'damaged on disk'),
      backdate: (digest, at) => utimes(blobPath(root, digest), at, at),
      cleanup: async () => rmSync(root, { recursive: true, force: true }),
    };
  });

  describe('on disk', () => {
    let root: string;
    let store: FsBlobStore;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'quire-blobs-'));
      store = new FsBlobStore(root);
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('keeps a blob at ab/cd/<digest> and leaves no temp file behind', async () => {
      const { digest } = await expectRight(store.put(bytesOf('sharded')));
      expect(existsSync(join(root, digest.slice(0, 2), digest.slice(2, 4), digest))).toBe(true);
      expect(readdirSync(tempDirectory(root))).toEqual([]);
    });

    it('ignores the temp files a crash left behind when listing', async () => {
      const { digest } = await expectRight(store.put(bytesOf('kept')));
      mkdirSync(tempDirectory(root), { recursive: true });
      writeFileSync(join(tempDirectory(root), 'abandoned.tmp'), 'half a blob');
      writeFileSync(join(dirname(blobPath(root, digest)), `${digest}.tmp`), 'stray');
      expect(await expectRight(store.listOlderThan(END_OF_TIME))).toEqual([digest]);
    });

    it('never reads outside its folder for a digest that is not one', async () => {
      writeFileSync(join(root, 'secret'), 'not a blob');
      expect(await expectRight(store.get('../secret'))).toEqual(O.none);
      expect(await expectRight(store.has('../../etc/passwd'))).toBe(false);
      await expectRight(store.delete('../secret'));
      expect(existsSync(join(root, 'secret'))).toBe(true);
    });

    it('creates its folder on the first write', async () => {
      const nested = new FsBlobStore(join(root, 'not', 'yet'));
      await expectRight(nested.ping());
      const { digest } = await expectRight(nested.put(bytesOf('first')));
      expect(await expectRight(nested.has(digest))).toBe(true);
    });
  });

  describe('when the folder cannot be written', () => {
    it('answers a StorageError', async () => {
      const root = mkdtempSync(join(tmpdir(), 'quire-blobs-'));
      const file = join(root, 'a-file');
      writeFileSync(file, 'in the way');
      const result = await new FsBlobStore(join(file, 'blobs')).ping()();
      rmSync(root, { recursive: true, force: true });
      expect(result).toMatchObject({ _tag: 'Left', left: { _tag: 'StorageError', operation: 'blobs.ping' } });
    });
  });
});
