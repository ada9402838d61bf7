import type { ArchiveWriter } from '@quire/ports/documents/archive-writer';
import type { ZipEntry, ZipStreamWriter } from '@quire/ports/documents/zip-stream-writer';
import * as TE from 'fp-ts/TaskEither';
import { buildZip } from '../zip/build-zip';

/** Writes a packet's .zip in one piece, its entries stored. */
export const inMemoryArchiveWriter: ArchiveWriter = {
  zip: (files) => TE.right(buildZip(files.map((file) => ({ name: file.name, content: file.bytes, method: 'stored' as const })))),
};

/** Writes a job's .zip once every entry has come (tests hold a few small documents), its entries stored. */
export const inMemoryZipStreamWriter: ZipStreamWriter = {
  zip: async function* (entries: AsyncIterable<ZipEntry>) {
    const all: ZipEntry[] = [];
    for await (const entry of entries) all.push(entry);
    yield buildZip(all.map((entry) => ({ name: entry.name, content: entry.bytes, method: 'stored' as const })));
  },
};
