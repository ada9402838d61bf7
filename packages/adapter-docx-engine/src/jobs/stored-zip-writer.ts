import type { ZipEntry, ZipStreamWriter } from '@quire/ports/documents/zip-stream-writer';
import { crc32 } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const UTF8_NAMES = 0x0800;
const STORED = 0;
const VERSION_ZIP64 = 45;
const VERSION_PLAIN = 20;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
// 1980-01-01 00:00: a fixed modification time, so the same documents make the same archive.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

type Central = { readonly name: Buffer; readonly crc: number; readonly size: number; readonly offset: number };

const u64 = (view: DataView, at: number, value: number): void => view.setBigUint64(at, BigInt(value), true);

const localHeader = (name: Buffer, crc: number, size: number): Buffer => {
  const header = Buffer.alloc(30 + name.length);
  const view = new DataView(header.buffer, header.byteOffset, header.length);
  view.setUint32(0, LOCAL_HEADER, true);
  view.setUint16(4, VERSION_PLAIN, true);
  view.setUint16(6, UTF8_NAMES, true);
  view.setUint16(8, STORED, true);
  view.setUint16(10, DOS_TIME, true);
  view.setUint16(12, DOS_DATE, true);
  view.setUint32(14, crc, true);
  view.setUint32(18, size, true);
  view.setUint32(22, size, true);
  view.setUint16(26, name.length, true);
  view.setUint16(28, 0, true);
  name.copy(header, 30);
  return header;
};

/** A central directory record; its offset goes into a ZIP64 extra field once it passes 4 GiB. */
const centralHeader = (entry: Central): Buffer => {
  const zip64 = entry.offset >= MAX_32;
  const extraLength = zip64 ? 12 : 0;
  const header = Buffer.alloc(46 + entry.name.length + extraLength);
  const view = new DataView(header.buffer, header.byteOffset, header.length);
  view.setUint32(0, CENTRAL_HEADER, true);
  view.setUint16(4, VERSION_ZIP64, true);
  view.setUint16(6, zip64 ? VERSION_ZIP64 : VERSION_PLAIN, true);
  view.setUint16(8, UTF8_NAMES, true);
  view.setUint16(10, STORED, true);
  view.setUint16(12, DOS_TIME, true);
  view.setUint16(14, DOS_DATE, true);
  view.setUint32(16, entry.crc, true);
  view.setUint32(20, entry.size, true);
  view.setUint32(24, entry.size, true);
  view.setUint16(28, entry.name.length, true);
  view.setUint16(30, extraLength, true);
  view.setUint32(42, zip64 ? MAX_32 : entry.offset, true);
  entry.name.copy(header, 46);
  if (zip64) {
    const at = 46 + entry.name.length;
    view.setUint16(at, 0x0001, true);
    view.setUint16(at + 2, 8, true);
    u64(view, at + 4, entry.offset);
  }
  return header;
};

/** The end records: ZIP64's (record and locator) when the entries, the directory's size or its offset pass the classic format's fields. */
const endRecords = (count: number, directoryOffset: number, directorySize: number): Buffer => {
  const zip64 = count >= MAX_16 || directoryOffset >= MAX_32 || directorySize >= MAX_32;
  const end = Buffer.alloc(22);
  const view = new DataView(end.buffer, end.byteOffset, end.length);
  view.setUint32(0, END_OF_CENTRAL_DIRECTORY, true);
  view.setUint16(8, zip64 ? MAX_16 : count, true);
  view.setUint16(10, zip64 ? MAX_16 : count, true);
  view.setUint32(12, zip64 ? MAX_32 : directorySize, true);
  view.setUint32(16, zip64 ? MAX_32 : directoryOffset, true);
  if (!zip64) return end;
  const record = Buffer.alloc(56 + 20);
  const rv = new DataView(record.buffer, record.byteOffset, record.length);
  rv.setUint32(0, ZIP64_END, true);
  u64(rv, 4, 44);
  rv.setUint16(12, VERSION_ZIP64, true);
  rv.setUint16(14, VERSION_ZIP64, true);
  u64(rv, 24, count);
  u64(rv, 32, count);
  u64(rv, 40, directorySize);
  u64(rv, 48, directoryOffset);
  rv.setUint32(56, ZIP64_LOCATOR, true);
  u64(rv, 64, directoryOffset + directorySize);
  rv.setUint32(72, 1, true);
  return Buffer.concat([record, end]);
};

/** Central directory records are sent in batches of about this many bytes. */
const DIRECTORY_BATCH = 1024 * 1024;

/**
 * A .zip written as its entries come: each entry stored (its CRC-32 from node's zlib), with sizes
 * and CRC in the local header (no data descriptors), UTF-8 names, and ZIP64 end records and
 * offsets once the archive passes 65,535 entries or 4 GiB. Holds one entry and the central
 * directory (about 60 bytes and the name per entry) at a time. An entry itself is at most 4 GiB
 * (a document is far smaller: its output limit, docs/limits.md#generation).
 */
export class StoredZipWriter implements ZipStreamWriter {
  async *zip(entries: AsyncIterable<ZipEntry>): AsyncIterable<Uint8Array> {
    const central: Central[] = [];
    let offset = 0;
    for await (const entry of entries) {
      if (entry.bytes.length >= MAX_32) throw new RangeError('A zip entry of 4 GiB or more is not supported.');
      const name = Buffer.from(entry.name, 'utf8');
      if (name.length > MAX_16) throw new RangeError('A zip entry name is too long.');
      const crc = crc32(entry.bytes);
      const header = localHeader(name, crc, entry.bytes.length);
      central.push({ name, crc, size: entry.bytes.length, offset });
      yield header;
      yield entry.bytes;
      offset += header.length + entry.bytes.length;
    }
    const directoryOffset = offset;
    let directorySize = 0;
    let batch: Buffer[] = [];
    let batchSize = 0;
    for (const entry of central) {
      const record = centralHeader(entry);
      batch.push(record);
      batchSize += record.length;
      directorySize += record.length;
      if (batchSize >= DIRECTORY_BATCH) {
        yield Buffer.concat(batch);
        batch = [];
        batchSize = 0;
      }
    }
    batch.push(endRecords(central.length, directoryOffset, directorySize));
    yield Buffer.concat(batch);
  }
}
