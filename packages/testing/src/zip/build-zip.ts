import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a test zip, with the knobs to make it wrong in every way a refusal test needs. */
export interface ZipEntrySpec {
  /** The name, or its raw bytes (to write names that are not valid UTF-8). */
  readonly name: string | Uint8Array;
  readonly content: string | Uint8Array;
  /** 'deflated' (default), 'stored', or a raw method number (content is then written as is). */
  readonly method?: 'deflated' | 'stored' | number;
  /** Sets general purpose flag bit 0 (traditional encryption); the data is not really encrypted. */
  readonly encrypted?: boolean;
  /** Declares this CRC-32 instead of the right one. */
  readonly crc32?: number;
  /** Declares this uncompressed size instead of the right one (in both headers). */
  readonly uncompressedSize?: number;
  /** Sets flag bit 11 (UTF-8 name); by default set when the name is not ASCII. */
  readonly utf8Flag?: boolean;
  /** Writes sizes and CRC in a data descriptor after the data (flag bit 3), zeros in the local header. */
  readonly dataDescriptor?: boolean;
  /** Extra field bytes for the local header and the central record. */
  readonly localExtra?: Uint8Array;
  readonly centralExtra?: Uint8Array;
  /** Writes this name in the local header instead (the central directory keeps `name`). */
  readonly localName?: string | Uint8Array;
  /** Declares this local header offset in the central directory instead of the real one. */
  readonly localHeaderOffset?: number;
  /** Writes the local header and data but no central directory record (bytes a directory reader never sees). */
  readonly unlisted?: boolean;
}

export interface BuildZipOptions {
  /** Archive comment (placed after the end-of-central-directory record). */
  readonly comment?: string;
  /** Writes zip64 end records and 0xFFFF/0xFFFFFFFF markers in the classic one. */
  readonly zip64?: boolean;
  /** With zip64: declare this entry count in the zip64 record. */
  readonly zip64EntryCount?: bigint;
  /** Declare this entry count in the end-of-central-directory record. */
  readonly declaredEntryCount?: number;
  /** Sets the "number of this disk" field (multi-volume archives). */
  readonly diskNumber?: number;
}

const u16 = (value: number): Buffer => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value & 0xffff);
  return buffer;
};
const u32 = (value: number): Buffer => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
};
const u64 = (value: bigint): Buffer => {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(value);
  return buffer;
};

const toBytes = (content: string | Uint8Array): Buffer => (typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content));

const methodNumber = (method: ZipEntrySpec['method']): number => (method === 'stored' ? 0 : method === undefined || method === 'deflated' ? 8 : method);

const normalise = (entries: readonly ZipEntrySpec[] | Readonly<Record<string, string | Uint8Array>>): readonly ZipEntrySpec[] =>
  Array.isArray(entries) ? entries : Object.entries(entries).map(([name, content]) => ({ name, content }));

/**
 * Builds a zip archive for tests, independently of the engine's own writer: the one test zip
 * writer. Entries are a map name -> content, or specs that can break the archive on purpose. Cut
 * the result with `subarray` to make a truncated file. Written here rather than with fflate (which
 * the engine adapter uses to write documents) because a library writes only correct archives,
 * and the refusal tests need every field of the records wrong in its own way.
 */
export const buildZip = (
  entries: readonly ZipEntrySpec[] | Readonly<Record<string, string | Uint8Array>>,
  options: BuildZipOptions = {},
): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const spec of normalise(entries)) {
    const name = toBytes(spec.name);
    const localName = toBytes(spec.localName ?? spec.name);
    const raw = toBytes(spec.content);
    const method = methodNumber(spec.method);
    const data = method === 8 ? deflateRawSync(raw) : raw;
    const crc = spec.crc32 ?? crc32(raw);
    const size = spec.uncompressedSize ?? raw.length;
    const utf8 = spec.utf8Flag ?? name.some((byte) => byte >= 0x80);
    const flags = (spec.encrypted === true ? 0x1 : 0) | (spec.dataDescriptor === true ? 0x8 : 0) | (utf8 ? 0x800 : 0);
    const localExtra = Buffer.from(spec.localExtra ?? new Uint8Array());
    const centralExtra = Buffer.from(spec.centralExtra ?? new Uint8Array());
    const described = spec.dataDescriptor === true;
    const local = Buffer.concat([
      u32(0x04034b50), u16(20), u16(flags), u16(method), u16(0), u16(0x21),
      u32(described ? 0 : crc), u32(described ? 0 : data.length), u32(described ? 0 : size),
      u16(localName.length), u16(localExtra.length), localName, localExtra, data,
      described ? Buffer.concat([u32(0x08074b50), u32(crc), u32(data.length), u32(size)]) : Buffer.alloc(0),
    ]);
    locals.push(local);
    const at = offset;
    offset += local.length;
    if (spec.unlisted === true) continue;
    centrals.push(
      Buffer.concat([
        u32(0x02014b50), u16(20), u16(20), u16(flags), u16(method), u16(0), u16(0x21),
        u32(crc), u32(data.length), u32(size), u16(name.length), u16(centralExtra.length), u16(0),
        u16(0), u16(0), u32(0), u32(spec.localHeaderOffset ?? at), name, centralExtra,
      ]),
    );
  }
  const directory = Buffer.concat(centrals);
  const count = options.declaredEntryCount ?? centrals.length;
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const zip64 =
    options.zip64 === true
      ? Buffer.concat([
          u32(0x06064b50), u64(44n), u16(45), u16(45), u32(0), u32(0),
          u64(options.zip64EntryCount ?? BigInt(count)), u64(options.zip64EntryCount ?? BigInt(count)),
          u64(BigInt(directory.length)), u64(BigInt(offset)),
          u32(0x07064b50), u32(0), u64(BigInt(offset + directory.length)), u32(1),
        ])
      : Buffer.alloc(0);
  const end = Buffer.concat([
    u32(0x06054b50), u16(options.diskNumber ?? 0), u16(options.diskNumber ?? 0),
    u16(options.zip64 === true ? 0xffff : count), u16(options.zip64 === true ? 0xffff : count),
    u32(options.zip64 === true ? 0xffffffff : directory.length), u32(options.zip64 === true ? 0xffffffff : offset),
    u16(comment.length), comment,
  ]);
  return Buffer.concat([...locals, directory, zip64, end]);
};
