import { readZipDirectory } from '@quire/docx-engine/package/zip/read-zip-directory';
import { ZIP32_MAX_ENTRIES, type ZipWriteEntry } from '@quire/docx-engine/package/zip/write-zip';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/*
 * The bench's zips go through the engine's own reader and writer: the templates it writes, the
 * floor's input and output, and the engines' outputs it checks. The writer does the least work
 * once the entries are compressed (one preallocated buffer), so the floor pays no more than Quire.
 */
export { writeZip, type ZipWriteEntry } from '@quire/docx-engine/package/zip/write-zip';

/** 1980-01-01 00:00, so the same input always gives the same bytes. */
const DOS_DATE = (1 << 5) | 1;

/** A deflated entry from text or bytes, with zlib's default level as Word and the engines use. */
export const deflatedEntry = (name: string, content: string | Uint8Array): ZipWriteEntry => {
  const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, method: 8, crc32: crc32(raw), uncompressedSize: raw.length, data: deflateRawSync(raw), modTime: 0, modDate: DOS_DATE };
};

/** The entries of a zip (ours, or an engine's output) as they are stored: ready to be written again as they are. */
export const readZip = (zip: Uint8Array): ReadonlyArray<ZipWriteEntry> => {
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const directory = readZipDirectory(bytes, ZIP32_MAX_ENTRIES);
  if (!directory.ok) throw new Error(`not a zip the engine reads: ${directory.error.message}`);
  return directory.value.map(({ name, method, crc32: crc, uncompressedSize, modTime, modDate, dataOffset, compressedSize }) => {
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method} is not supported here`);
    return { name, method, crc32: crc, uncompressedSize, modTime, modDate, data: bytes.subarray(dataOffset, dataOffset + compressedSize) };
  });
};

/** An entry's content as UTF-8 text. */
export const entryText = (entry: ZipWriteEntry): string => (entry.method === 8 ? inflateRawSync(entry.data) : Buffer.from(entry.data)).toString('utf8');

/** The texts of the entries whose names pass `wanted`, by name. */
export const readZipTexts = (zip: Uint8Array, wanted: (name: string) => boolean): ReadonlyMap<string, string> =>
  new Map(readZip(zip).filter((entry) => wanted(entry.name)).map((entry) => [entry.name, entryText(entry)]));
