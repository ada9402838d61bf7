import { InMemoryBlobStore } from '@quire/testing/in-memory/blob-store';
import * as TE from 'fp-ts/TaskEither';
import { createHash } from 'node:crypto';
import { left, right } from '../../test/in-memory-world';
import { writeBlobThenRow } from './write-blob-then-row';

const bytes = Buffer.from('a document');
const digest = createHash('sha256').update(bytes).digest('hex');

describe('writeBlobThenRow', () => {
  describe('when the row is written', () => {
    it('has stored the blob before it', async () => {
      const blobs = new InMemoryBlobStore();
      let presentWhenRowWritten = false;
      await right(
        writeBlobThenRow(blobs)(bytes, digest, () =>
          TE.fromTask(async () => {
            presentWhenRowWritten = await right(blobs.has(digest));
          }),
        ),
      );
      expect(presentWhenRowWritten).toBe(true);
    });
  });

  describe('when a sweep removed the blob while the row was written', () => {
    it('stores it again, so the row never points at a missing blob', async () => {
      const blobs = new InMemoryBlobStore();
      await right(writeBlobThenRow(blobs)(bytes, digest, () => blobs.delete(digest)));
      expect(await right(blobs.has(digest))).toBe(true);
    });
  });

  describe('when the row is not written', () => {
    it('answers the failure and leaves the blob for the sweep', async () => {
      const blobs = new InMemoryBlobStore();
      const error = await left(writeBlobThenRow(blobs)(bytes, digest, () => TE.left({ _tag: 'StorageError' as const, operation: 'rows.insert', kind: 'failed', cause: null })));
      expect(error._tag).toBe('StorageError');
      expect(await right(blobs.has(digest))).toBe(true);
    });
  });

  describe('when the digest computed beforehand differs from the stored one', () => {
    it('writes no row', async () => {
      const blobs = new InMemoryBlobStore();
      let rowWritten = false;
      await left(writeBlobThenRow(blobs)(bytes, 'f'.repeat(64), () => TE.fromIO(() => void (rowWritten = true))));
      expect(rowWritten).toBe(false);
    });
  });
});
