import { type DocxRefusal, refusal } from '../docx-refusal';
import { crc32 } from 'node:zlib';
import { err, ok, type Result } from '../../result';
import { decodeEntryName } from './decode-entry-name';
import type { ZipEntry } from './zip-entry';

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_SIZE = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;
const ZIP64_EXTRA_ID = 0x0001;
const UNICODE_PATH_EXTRA_ID = 0x7075;
const MAX_COMMENT = 0xffff;
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Name of the stream in which Office keeps a password-protected document. */
const ENCRYPTED_PACKAGE_UTF16 = Buffer.from('EncryptedPackage', 'utf16le');

const truncated = (detail: string, entry?: string): DocxRefusal =>
  refusal('truncated', `The file is damaged or incomplete (${detail}); upload it again or save it again from Word.`, entry);

interface Directory {
  readonly entryCount: number;
  readonly offset: number;
  readonly size: number;
  /** Where the end-of-central-directory records start: the central directory ends before this. */
  readonly end: number;
}

const startsWith = (bytes: Buffer, magic: readonly number[]): boolean =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

const notAZip = (bytes: Buffer): DocxRefusal => {
  if (startsWith(bytes, OLE2_MAGIC)) {
    return bytes.includes(ENCRYPTED_PACKAGE_UTF16)
      ? refusal('encrypted', 'The document is password-protected. Remove the password in Word (File > Info > Protect Document) and upload it again.')
      : refusal('not_a_zip', 'This is not a .docx file: it looks like an older Word 97-2003 (.doc) or other OLE file. Save it as a Word Document (.docx) and upload it again.');
  }
  return refusal('not_a_zip', 'This is not a .docx file (a .docx is a zip package, and this file is not a zip).');
};

const findEndOfCentralDirectory = (bytes: Buffer): number | undefined => {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE && at + EOCD_SIZE + bytes.readUInt16LE(at + 20) <= bytes.length) return at;
  }
  return undefined;
};

const readSafeUInt64 = (bytes: Buffer, at: number): number | undefined => {
  const value = bytes.readBigUInt64LE(at);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(value);
};

const readZip64Directory = (bytes: Buffer, eocd: number): Result<Directory, DocxRefusal> | undefined => {
  const locator = eocd - ZIP64_LOCATOR_SIZE;
  if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR_SIGNATURE) return undefined;
  const record = readSafeUInt64(bytes, locator + 8);
  if (record === undefined || record + 56 > locator || bytes.readUInt32LE(record) !== ZIP64_EOCD_SIGNATURE) {
    return err(truncated('the zip64 end of central directory is missing'));
  }
  if (bytes.readUInt32LE(record + 16) !== 0 || bytes.readUInt32LE(locator + 16) > 1) {
    return err(refusal('unsupported_zip', 'The file is a multi-volume (split) zip archive, which a .docx never is.'));
  }
  const entryCount = readSafeUInt64(bytes, record + 32);
  const size = readSafeUInt64(bytes, record + 40);
  const offset = readSafeUInt64(bytes, record + 48);
  if (entryCount === undefined || size === undefined || offset === undefined) {
    return err(refusal('too_large', 'The zip64 directory declares sizes far beyond the limits for a .docx.'));
  }
  return ok({ entryCount, size, offset, end: record });
};

const readDirectory = (bytes: Buffer, eocd: number): Result<Directory, DocxRefusal> => {
  const disk = bytes.readUInt16LE(eocd + 4);
  const directoryDisk = bytes.readUInt16LE(eocd + 6);
  const entryCount = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (entryCount === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const zip64 = readZip64Directory(bytes, eocd);
    if (zip64 !== undefined) return zip64;
  }
  if ((disk !== 0 && disk !== 0xffff) || (directoryDisk !== 0 && directoryDisk !== 0xffff)) {
    return err(refusal('unsupported_zip', 'The file is a multi-volume (split) zip archive, which a .docx never is.'));
  }
  return ok({ entryCount, size, offset, end: eocd });
};

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The Info-ZIP Unicode Path extra field gives an entry a second, UTF-8 name, which some readers
 * (Info-ZIP, commons-compress) prefer to the header's when its CRC matches the header name.
 * Read here when the CRC matches; see nameOf for how the two are reconciled.
 */
const unicodePathOf = (bytes: Buffer, start: number, end: number, rawName: Buffer): string | undefined => {
  for (let at = start; at + 4 <= end; ) {
    const id = bytes.readUInt16LE(at);
    const length = bytes.readUInt16LE(at + 2);
    const fieldEnd = Math.min(end, at + 4 + length);
    if (id === UNICODE_PATH_EXTRA_ID && fieldEnd - at >= 9 && bytes[at + 4] === 1 && bytes.readUInt32LE(at + 5) === crc32(rawName) >>> 0) {
      try {
        return strictUtf8.decode(bytes.subarray(at + 9, fieldEnd));
      } catch {
        return undefined;
      }
    }
    at += 4 + length;
  }
  return undefined;
};

const UTF8_FLAG = 0x0800;

/**
 * The entry name. A Unicode Path name is used when the header name is in a legacy code page
 * (its purpose); when the header name is unambiguous (ASCII or flagged UTF-8) and the Unicode
 * Path says something else, readers disagree on the name, which is how a part can hide from
 * checks (one reader's word/document.xml is another's innocent file): refused.
 */
const nameOf = (bytes: Buffer, flags: number, rawName: Buffer, extraStart: number, extraEnd: number): Result<string, DocxRefusal> => {
  const headerName = decodeEntryName(rawName, flags);
  const unicodeName = unicodePathOf(bytes, extraStart, extraEnd, rawName);
  const unambiguous = (flags & UTF8_FLAG) !== 0 || rawName.every((byte) => byte < 0x80);
  if (unicodeName !== undefined && !unambiguous) return ok(unicodeName);
  if (headerName === undefined) return err(refusal('unsafe_entry_name', 'A part name is marked UTF-8 but is not valid UTF-8.'));
  if (unicodeName !== undefined && unicodeName !== headerName) {
    return err(
      refusal(
        'unsafe_entry_name',
        `The part ${headerName} carries a second, different name (${unicodeName}) in its zip extra field, so zip readers disagree on what it is.`,
        headerName,
      ),
    );
  }
  return ok(headerName);
};

interface Zip64Fields {
  uncompressedSize: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** Replaces the 0xFFFFFFFF placeholders of a central record by the zip64 extra field's values. */
const applyZip64Extra = (bytes: Buffer, start: number, end: number, fields: Zip64Fields): boolean => {
  for (let at = start; at + 4 <= end; ) {
    const id = bytes.readUInt16LE(at);
    const length = bytes.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA_ID) {
      let cursor = at + 4;
      const limit = Math.min(end, cursor + length);
      const next = (): number | undefined => {
        if (cursor + 8 > limit) return undefined;
        const value = readSafeUInt64(bytes, cursor);
        cursor += 8;
        return value;
      };
      for (const key of ['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const) {
        if (fields[key] !== 0xffffffff) continue;
        const value = next();
        if (value === undefined) return false;
        fields[key] = value;
      }
      return true;
    }
    at += 4 + length;
  }
  return !Object.values(fields).includes(0xffffffff);
};

/** The name of an entry whose local header and data overlap another's, if any. */
const findOverlap = (spans: { start: number; end: number; name: string }[]): string | undefined => {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (previous !== undefined && current !== undefined && current.start < previous.end) return current.name;
  }
  return undefined;
};

/**
 * Reads the central directory of a zip archive and locates every entry's data, checking that
 * every offset and size lies inside the file. It inflates nothing.
 */
export const readZipDirectory = (bytes: Buffer, maxEntries: number): Result<readonly ZipEntry[], DocxRefusal> => {
  const eocd = bytes.length >= EOCD_SIZE ? findEndOfCentralDirectory(bytes) : undefined;
  if (eocd === undefined) {
    return err(startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) ? truncated('the zip directory at its end is missing') : notAZip(bytes));
  }
  const directory = readDirectory(bytes, eocd);
  if (!directory.ok) return directory;
  const { entryCount, offset, size, end } = directory.value;
  if (entryCount > maxEntries) {
    return err(refusal('too_many_entries', `The package holds ${entryCount} parts; at most ${maxEntries} are allowed.`));
  }
  if (offset + size > end) return err(truncated('the zip directory points beyond the end of the file'));

  const entries: ZipEntry[] = [];
  const spans: { start: number; end: number; name: string }[] = [];
  let at = offset;
  for (let index = 0; index < entryCount; index += 1) {
    if (at + CENTRAL_SIZE > offset + size || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      return err(truncated('a zip directory record is cut short or corrupt'));
    }
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const nameStart = at + CENTRAL_SIZE;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > offset + size) return err(truncated('a zip directory record is cut short'));
    const named = nameOf(bytes, flags, bytes.subarray(nameStart, extraStart), extraStart, extraStart + extraLength);
    if (!named.ok) return named;
    const name = named.value;
    const fields: Zip64Fields = {
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    };
    if (Object.values(fields).includes(0xffffffff) && !applyZip64Extra(bytes, extraStart, extraStart + extraLength, fields)) {
      return err(truncated('a zip64 size is missing', name));
    }
    const local = fields.localHeaderOffset;
    if (local + LOCAL_SIZE > offset || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE) {
      return err(truncated('a part has no valid local header', name));
    }
    const localNameLength = bytes.readUInt16LE(local + 26);
    const dataOffset = local + LOCAL_SIZE + localNameLength + bytes.readUInt16LE(local + 28);
    if (dataOffset > offset) return err(truncated('a part has no valid local header', name));
    if (!bytes.subarray(local + LOCAL_SIZE, local + LOCAL_SIZE + localNameLength).equals(bytes.subarray(nameStart, extraStart))) {
      return err(
        refusal('unsafe_entry_name', `The part ${name} has another name in its local header, so zip readers disagree on what it is.`, name),
      );
    }
    if (dataOffset + fields.compressedSize > offset) return err(truncated('a part runs past the end of the data', name));
    spans.push({ start: local, end: dataOffset + fields.compressedSize, name });
    entries.push({
      name,
      flags,
      method: bytes.readUInt16LE(at + 10),
      modTime: bytes.readUInt16LE(at + 12),
      modDate: bytes.readUInt16LE(at + 14),
      crc32: bytes.readUInt32LE(at + 16),
      compressedSize: fields.compressedSize,
      uncompressedSize: fields.uncompressedSize,
      dataOffset,
    });
    at = next;
  }
  const overlap = findOverlap(spans);
  if (overlap !== undefined) {
    return err(
      refusal(
        'unsupported_zip',
        `The parts ${overlap} share their data, which no zip tool writes (it is how "zip bombs" multiply their size); the file is refused.`,
        overlap,
      ),
    );
  }
  return ok(entries);
};
