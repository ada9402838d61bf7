import { inflateRawSync } from 'node:zlib';
import type { ZipWriteEntry } from './write-zip';

/** An entry of a zip we wrote or an engine wrote: its compressed bytes as they are stored. */
export type StoredEntry = ZipWriteEntry;

/**
 * The entries of a zip through its central directory (no zip64): enough for the benchmark's
 * own templates and the engines' outputs, which are trusted. Not a safe reader: the engine's
 * openDocx is that.
 */
export const readZip = (zip: Uint8Array): ReadonlyArray<StoredEntry> => {
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  let position = bytes.readUInt32LE(end + 16);
  const entries: StoredEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    const method = bytes.readUInt16LE(position + 10);
    const crc = bytes.readUInt32LE(position + 16);
    const compressedSize = bytes.readUInt32LE(position + 20);
    const uncompressedSize = bytes.readUInt32LE(position + 24);
    const nameLength = bytes.readUInt16LE(position + 28);
    const extraLength = bytes.readUInt16LE(position + 30);
    const commentLength = bytes.readUInt16LE(position + 32);
    const localOffset = bytes.readUInt32LE(position + 42);
    const name = bytes.toString('utf8', position + 46, position + 46 + nameLength);
    const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method} is not supported here`);
    entries.push({ name, method, crc32: crc, uncompressedSize, data: bytes.subarray(dataStart, dataStart + compressedSize) });
    position += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** An entry's content as UTF-8 text. */
export const entryText = (entry: StoredEntry): string =>
  (entry.method === 8 ? inflateRawSync(entry.data) : Buffer.from(entry.data)).toString('utf8');

/** The texts of the entries whose names pass `wanted`, by name. */
export const readZipTexts = (zip: Uint8Array, wanted: (name: string) => boolean): ReadonlyMap<string, string> =>
  new Map(readZip(zip).filter((entry) => wanted(entry.name)).map((entry) => [entry.name, entryText(entry)]));
