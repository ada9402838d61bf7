import { crc32, deflateRawSync } from 'node:zlib';

/** One entry ready to be written: `data` is already compressed when `method` is 8 (deflate). */
export type ZipWriteEntry = {
  readonly name: string;
  readonly method: 0 | 8;
  readonly crc32: number;
  readonly uncompressedSize: number;
  readonly data: Uint8Array;
};

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
/** 1980-01-01 00:00, so the same input always gives the same bytes. */
const DOS_DATE = (1 << 5) | 1;

/** A deflated entry from text or bytes, with zlib's default level as Word and the engines use. */
export const deflatedEntry = (name: string, content: string | Uint8Array): ZipWriteEntry => {
  const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, method: 8, crc32: crc32(raw), uncompressedSize: raw.length, data: deflateRawSync(raw) };
};

/**
 * A zip (no zip64, no data descriptors) in one preallocated buffer: the least work a writer can
 * do once the entries are compressed.
 */
export const writeZip = (entries: ReadonlyArray<ZipWriteEntry>): Buffer => {
  const names = entries.map((entry) => Buffer.from(entry.name, 'utf8'));
  let dataSize = 0;
  let centralSize = 0;
  entries.forEach((entry, index) => {
    const nameLength = names[index]?.length ?? 0;
    dataSize += LOCAL_HEADER + nameLength + entry.data.length;
    centralSize += CENTRAL_HEADER + nameLength;
  });
  const out = Buffer.allocUnsafe(dataSize + centralSize + END_OF_CENTRAL_DIRECTORY);
  const offsets: number[] = [];
  let position = 0;
  entries.forEach((entry, index) => {
    const name = names[index] ?? Buffer.alloc(0);
    offsets.push(position);
    out.writeUInt32LE(0x04034b50, position);
    out.writeUInt16LE(20, position + 4);
    out.writeUInt16LE(0x0800, position + 6);
    out.writeUInt16LE(entry.method, position + 8);
    out.writeUInt16LE(0, position + 10);
    out.writeUInt16LE(DOS_DATE, position + 12);
    out.writeUInt32LE(entry.crc32 >>> 0, position + 14);
    out.writeUInt32LE(entry.data.length, position + 18);
    out.writeUInt32LE(entry.uncompressedSize, position + 22);
    out.writeUInt16LE(name.length, position + 26);
    out.writeUInt16LE(0, position + 28);
    name.copy(out, position + LOCAL_HEADER);
    out.set(entry.data, position + LOCAL_HEADER + name.length);
    position += LOCAL_HEADER + name.length + entry.data.length;
  });
  const centralStart = position;
  entries.forEach((entry, index) => {
    const name = names[index] ?? Buffer.alloc(0);
    out.writeUInt32LE(0x02014b50, position);
    out.writeUInt16LE(20, position + 4);
    out.writeUInt16LE(20, position + 6);
    out.writeUInt16LE(0x0800, position + 8);
    out.writeUInt16LE(entry.method, position + 10);
    out.writeUInt16LE(0, position + 12);
    out.writeUInt16LE(DOS_DATE, position + 14);
    out.writeUInt32LE(entry.crc32 >>> 0, position + 16);
    out.writeUInt32LE(entry.data.length, position + 20);
    out.writeUInt32LE(entry.uncompressedSize, position + 24);
    out.writeUInt16LE(name.length, position + 28);
    out.fill(0, position + 30, position + 42);
    out.writeUInt32LE(offsets[index] ?? 0, position + 42);
    name.copy(out, position + CENTRAL_HEADER);
    position += CENTRAL_HEADER + name.length;
  });
  out.writeUInt32LE(0x06054b50, position);
  out.writeUInt16LE(0, position + 4);
  out.writeUInt16LE(0, position + 6);
  out.writeUInt16LE(entries.length, position + 8);
  out.writeUInt16LE(entries.length, position + 10);
  out.writeUInt32LE(position - centralStart, position + 12);
  out.writeUInt32LE(centralStart, position + 16);
  out.writeUInt16LE(0, position + 20);
  return out;
};
