import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { blobStoreContract } from '@quire/testing/contracts/blob-store-contract';
import { expectRight } from '@quire/testing/contracts/run-task';
import * as O from 'fp-ts/Option';
import { blobPath, tempDirectory } from './blob-path';
import { writeTempFile } from './durable-write';
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

    describe('the abandoned writes a crash left', () => {
      const HOUR = 60 * 60 * 1000;
      const cutoff = new Date('2026-03-01T10:00:00.000Z');
      const tempFileAt = async (name: string, writtenAt: Date): Promise<string> => {
        mkdirSync(tempDirectory(root), { recursive: true });
        const path = join(tempDirectory(root), name);
        writeFileSync(path, 'half a blob');
        await utimes(path, writtenAt, writtenAt);
        return path;
      };

      it('removes the temp files written before the cutoff, and keeps the younger ones and the blobs', async () => {
        const { digest } = await expectRight(store.put(bytesOf('a blob')));
        await utimes(blobPath(root, digest), new Date(cutoff.getTime() - 48 * HOUR), new Date(cutoff.getTime() - 48 * HOUR));
        const old = await tempFileAt('0123456789abcdef01234567.tmp', new Date(cutoff.getTime() - 2 * HOUR));
        // As the store itself names them (a write that never got to its rename).
        const older = await writeTempFile(tempDirectory(root), bytesOf('interrupted'));
        await utimes(older, new Date(cutoff.getTime() - 72 * HOUR), new Date(cutoff.getTime() - 72 * HOUR));
        const young = await tempFileAt('00112233445566778899aabb.tmp', new Date(cutoff.getTime() + HOUR));
        expect(await expectRight(store.removeAbandonedWrites(cutoff))).toBe(2);
        expect([existsSync(old), existsSync(older), existsSync(young)]).toEqual([false, false, true]);
        expect(await expectRight(store.has(digest))).toBe(true);
      });

      it('leaves alone what it did not write there (another name, a folder)', async () => {
        const foreign = await tempFileAt('notes.txt', new Date(cutoff.getTime() - 72 * HOUR));
        mkdirSync(join(tempDirectory(root), 'abcdefabcdefabcdefabcdef.tmp'));
        expect(await expectRight(store.removeAbandonedWrites(cutoff))).toBe(0);
        expect(existsSync(foreign)).toBe(true);
      });

      it('finds nothing to remove before the first write made the temp folder', async () => {
        expect(await expectRight(new FsBlobStore(join(root, 'fresh')).removeAbandonedWrites(cutoff))).toBe(0);
      });
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
