import { createHash } from 'node:crypto';
import type { BlobDigest, BlobStore } from '@quire/ports/storage/blob-store';
import * as O from 'fp-ts/Option';
import { type MakeFixture, useFixture } from './contract-fixture';
import { expectLeft, expectRight } from './run-task';

/** Hooks that play the part of the disk: damage stored bytes, age a blob. */
export type BlobStoreHooks = {
  corrupt(digest: BlobDigest): Promise<void>;
  backdate(digest: BlobDigest, at: Date): Promise<void>;
};

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const END_OF_TIME = new Date(8.64e15);

/** The behaviour every BlobStore adapter must have. */
export const blobStoreContract = (make: MakeFixture<BlobStore, BlobStoreHooks>): void => {
  describe('BlobStore contract', () => {
    const fixture = useFixture(make);
    const store = () => fixture().adapter;

    describe('when bytes are put', () => {
      it('answers their SHA-256 and size, and gives the same bytes back', async () => {
        const bytes = text('Hello, Quire: ünïcödé and all');
        const stored = await expectRight(store().put(bytes));
        expect(stored).toEqual({ digest: sha256(bytes), size: bytes.length });
        const read = await expectRight(store().get(stored.digest));
        expect(O.map((found: Uint8Array) => Buffer.from(found).equals(Buffer.from(bytes)))(read)).toEqual(O.some(true));
        expect(await expectRight(store().has(stored.digest))).toBe(true);
      });

      it('round-trips empty and large blobs', async () => {
        const large = Uint8Array.from({ length: 3 * 1024 * 1024 + 7 }, (_, i) => (i * 7919) & 0xff);
        for (const bytes of [new Uint8Array(0), large]) {
          const { digest } = await expectRight(store().put(bytes));
          const read = await expectRight(store().get(digest));
          expect(O.map((found: Uint8Array) => sha256(found))(read)).toEqual(O.some(sha256(bytes)));
        }
      });

      it('stores the same bytes once', async () => {
        const first = await expectRight(store().put(text('same')));
        const second = await expectRight(store().put(text('same')));
        expect(second).toEqual(first);
        const listed = await expectRight(store().listOlderThan(END_OF_TIME));
        expect(listed.filter((digest) => digest === first.digest)).toHaveLength(1);
      });
    });

    describe('when bytes are streamed in and out', () => {
      async function* pieces(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
        for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
      }
      const collect = async (chunks: AsyncIterable<Uint8Array>): Promise<Buffer> => {
        const parts: Uint8Array[] = [];
        for await (const chunk of chunks) parts.push(chunk);
        return Buffer.concat(parts);
      };

      it('stores what the chunks hold under its SHA-256, readable whole or as a stream', async () => {
        const bytes = Uint8Array.from({ length: 6 * 1024 * 1024 + 13 }, (_, i) => (i * 31 + 7) & 0xff);
        const stored = await expectRight(store().putStream(pieces(bytes, 256 * 1024 + 3)));
        expect(stored).toEqual({ digest: sha256(bytes), size: bytes.length });
        expect(O.map((found: Uint8Array) => sha256(found))(await expectRight(store().get(stored.digest)))).toEqual(O.some(sha256(bytes)));
        const streamed = await expectRight(store().getStream(stored.digest));
        if (O.isNone(streamed)) throw new Error('the streamed blob is missing');
        expect(streamed.value.size).toBe(bytes.length);
        expect(sha256(await collect(streamed.value.chunks))).toBe(sha256(bytes));
      });

      it('stores an empty stream, and the same bytes streamed twice once', async () => {
        const empty = await expectRight(store().putStream(pieces(new Uint8Array(0), 1)));
        expect(empty).toEqual({ digest: sha256(new Uint8Array(0)), size: 0 });
        const first = await expectRight(store().putStream(pieces(text('twice'), 2)));
        const second = await expectRight(store().put(text('twice')));
        expect(second).toEqual(first);
      });

      it('stores nothing when the source fails midway', async () => {
        async function* failing(): AsyncGenerator<Uint8Array> {
          yield text('half of it');
          throw new Error('source failed');
        }
        const before = await expectRight(store().listOlderThan(END_OF_TIME));
        await expectLeft(store().putStream(failing()));
        expect(await expectRight(store().listOlderThan(END_OF_TIME))).toEqual(before);
      });

      it('finds no stream for an unknown digest, and refuses damaged bytes by the end of the stream', async () => {
        expect(await expectRight(store().getStream(sha256(text('never stored'))))).toEqual(O.none);
        const { digest } = await expectRight(store().put(text('precious stream')));
        await fixture().corrupt(digest);
        const streamed = await expectRight(store().getStream(digest));
        if (O.isNone(streamed)) throw new Error('the blob is missing');
        await expect(collect(streamed.value.chunks)).rejects.toThrow();
      });
    });

    describe('when the digest is unknown', () => {
      it('finds nothing', async () => {
        const digest = sha256(text('never stored'));
        expect(await expectRight(store().get(digest))).toEqual(O.none);
        expect(await expectRight(store().has(digest))).toBe(false);
      });
    });

    describe('when the stored bytes are damaged', () => {
      it('refuses to answer them: BlobCorrupt', async () => {
        const { digest } = await expectRight(store().put(text('precious')));
        await fixture().corrupt(digest);
        expect(await expectLeft(store().get(digest))).toEqual({ _tag: 'BlobCorrupt', digest });
      });
    });

    describe('when a blob is deleted', () => {
      it('is gone, and deleting it again is no error', async () => {
        const { digest } = await expectRight(store().put(text('short-lived')));
        await expectRight(store().delete(digest));
        expect(await expectRight(store().has(digest))).toBe(false);
        expect(await expectRight(store().get(digest))).toEqual(O.none);
        await expectRight(store().delete(digest));
      });
    });

    describe('listing old blobs', () => {
      it('answers the blobs written before the instant, and only those', async () => {
        const old = await expectRight(store().put(text('old')));
        const fresh = await expectRight(store().put(text('fresh')));
        await fixture().backdate(old.digest, new Date('2020-01-01T00:00:00.000Z'));
        expect(await expectRight(store().listOlderThan(new Date('2021-01-01T00:00:00.000Z')))).toEqual([old.digest]);
        expect(await expectRight(store().listOlderThan(END_OF_TIME))).toEqual([old.digest, fresh.digest].sort());
        expect(await expectRight(store().listOlderThan(new Date('2019-01-01T00:00:00.000Z')))).toEqual([]);
      });

      it('counts a blob put again as new (a sweep must not take bytes that were just stored)', async () => {
        const blob = await expectRight(store().put(text('again')));
        await fixture().backdate(blob.digest, new Date('2020-01-01T00:00:00.000Z'));
        await expectRight(store().put(text('again')));
        expect(await expectRight(store().listOlderThan(new Date('2021-01-01T00:00:00.000Z')))).toEqual([]);
      });
    });

    describe('ping', () => {
      it('succeeds on a working store and leaves no blob behind', async () => {
        await expectRight(store().ping());
        expect(await expectRight(store().listOlderThan(END_OF_TIME))).toEqual([]);
      });
    });
  });
};
