import type { ArchiveWriter } from '@quire/ports/documents/archive-writer';
import type { TooComplex } from '@quire/ports/documents/too-complex';
import { type Zippable, zipSync } from 'fflate';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';

/** DOS time has no time zone: local midnight of 1 January 1980 on every machine (the same files make the same zip). */
const FIXED_TIME = new Date(1980, 0, 1);

/**
 * A packet as .zip with fflate. A .docx or PDF is already compressed, so entries are stored
 * (level 0): deflating them again would cost time for a few bytes.
 */
export const zipFiles = (files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>): Uint8Array => {
  const entries: Zippable = {};
  for (const file of files) entries[file.name] = [file.bytes, { level: 0, mtime: FIXED_TIME }];
  return zipSync(entries);
};

/** The ArchiveWriter port on the calling thread (ENGINE_THREADS=0). */
export class FflateArchiveWriter implements ArchiveWriter {
  zip(files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>): TE.TaskEither<TooComplex, Uint8Array> {
    return () => Promise.resolve(E.right(zipFiles(files)));
  }
}
