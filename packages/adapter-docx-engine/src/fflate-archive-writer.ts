import type { ArchiveWriter } from '@quire/ports/archive-writer';
import { type Zippable, zipSync } from 'fflate';

/** DOS time has no time zone: local midnight of 1 January 1980 on every machine (the same files make the same zip). */
const FIXED_TIME = new Date(1980, 0, 1);

/**
 * Packets as .zip with fflate. A .docx or PDF is already compressed, so entries are stored
 * (level 0): deflating them again would cost time for a few bytes.
 */
export class FflateArchiveWriter implements ArchiveWriter {
  zip(files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>): Uint8Array {
    const entries: Zippable = {};
    for (const file of files) entries[file.name] = [file.bytes, { level: 0, mtime: FIXED_TIME }];
    return zipSync(entries);
  }
}
