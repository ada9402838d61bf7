/** One entry to write: its data already compressed (or stored), with the CRC and sizes that describe it. */
export interface ZipWriteEntry {
  readonly name: string;
  readonly method: number;
  readonly crc32: number;
  readonly uncompressedSize: number;
  /** The compressed data, written as is. */
  readonly data: Uint8Array;
  /** Compressed data written before `data`, the two making one stream (so neither is copied to join them). */
  readonly head?: Uint8Array;
  readonly modTime: number;
  readonly modDate: number;
}

const LOCAL_SIZE = 30;
const CENTRAL_SIZE = 46;
const EOCD_SIZE = 22;
const UTF8_FLAG = 0x0800;
const VERSION = 20;
export const ZIP32_MAX_SIZE = 0xffffffff;
export const ZIP32_MAX_ENTRIES = 0xffff;

/** The size of the archive writeZip would produce, so a caller can refuse it before writing. */
export const zipSize = (entries: readonly { readonly nameBytes: number; readonly dataBytes: number }[]): number =>
  entries.reduce((total, entry) => total + LOCAL_SIZE + CENTRAL_SIZE + 2 * entry.nameBytes + entry.dataBytes, EOCD_SIZE);

/** The compressed bytes of an entry: its data and the head written before it. */
export const compressedSize = (entry: ZipWriteEntry): number => entry.data.length + (entry.head?.length ?? 0);

/**
 * The fields the local header and the central directory record share, in the same order: flags,
 * method, time, date, CRC-32, compressed and uncompressed sizes, name length (22 bytes from `at`).
 */
const writeSharedFields = (out: Buffer, at: number, flags: number, entry: ZipWriteEntry, nameLength: number): void => {
  out.writeUInt16LE(flags, at);
  out.writeUInt16LE(entry.method, at + 2);
  out.writeUInt16LE(entry.modTime, at + 4);
  out.writeUInt16LE(entry.modDate, at + 6);
  out.writeUInt32LE(entry.crc32 >>> 0, at + 8);
  out.writeUInt32LE(compressedSize(entry), at + 12);
  out.writeUInt32LE(entry.uncompressedSize, at + 16);
  out.writeUInt16LE(nameLength, at + 20);
};

/**
 * Writes a zip archive in one preallocated buffer: local header (sizes and CRC in it, no data
 * descriptor, no extra field) and data per entry (its head first, when it has one), then the
 * central directory. Names are UTF-8, flagged as such when not ASCII. The caller keeps the
 * archive under 4 GiB and 65535 entries (zip64 is never needed for a .docx).
 */
export const writeZip = (entries: readonly ZipWriteEntry[]): Buffer => {
  const names = entries.map((entry) => Buffer.from(entry.name, 'utf8'));
  const size = zipSize(entries.map((entry, index) => ({ nameBytes: names[index]?.length ?? 0, dataBytes: compressedSize(entry) })));
  const out = Buffer.allocUnsafe(size);
  const offsets: number[] = [];
  let at = 0;
  entries.forEach((entry, index) => {
    const name = names[index] ?? Buffer.alloc(0);
    const flags = name.length === entry.name.length ? 0 : UTF8_FLAG;
    offsets.push(at);
    out.writeUInt32LE(0x04034b50, at);
    out.writeUInt16LE(VERSION, at + 4);
    writeSharedFields(out, at + 6, flags, entry, name.length);
    out.writeUInt16LE(0, at + 28);
    name.copy(out, at + LOCAL_SIZE);
    at += LOCAL_SIZE + name.length;
    if (entry.head !== undefined) {
      out.set(entry.head, at);
      at += entry.head.length;
    }
    out.set(entry.data, at);
    at += entry.data.length;
  });
  const directoryStart = at;
  entries.forEach((entry, index) => {
    const name = names[index] ?? Buffer.alloc(0);
    const flags = name.length === entry.name.length ? 0 : UTF8_FLAG;
    out.writeUInt32LE(0x02014b50, at);
    out.writeUInt16LE(VERSION, at + 4);
    out.writeUInt16LE(VERSION, at + 6);
    writeSharedFields(out, at + 8, flags, entry, name.length);
    out.fill(0, at + 30, at + 42);
    out.writeUInt32LE(offsets[index] ?? 0, at + 42);
    name.copy(out, at + CENTRAL_SIZE);
    at += CENTRAL_SIZE + name.length;
  });
  out.writeUInt32LE(0x06054b50, at);
  out.writeUInt16LE(0, at + 4);
  out.writeUInt16LE(0, at + 6);
  out.writeUInt16LE(entries.length, at + 8);
  out.writeUInt16LE(entries.length, at + 10);
  out.writeUInt32LE(at - directoryStart, at + 12);
  out.writeUInt32LE(directoryStart, at + 16);
  out.writeUInt16LE(0, at + 20);
  return out;
};
