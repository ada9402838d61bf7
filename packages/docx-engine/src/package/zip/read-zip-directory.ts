import { type DocxRefusal, refusal } from '../docx-refusal';
import { err, ok, type Result } from '../../result';
import { applyZip64Extra, ZIP32_PLACEHOLDER, type Zip64Fields } from './apply-zip64-extra';
import { checkZipLayout, type LaidOutEntry } from './check-zip-layout';
import { findOverlap } from './find-overlap';
import { locateCentralDirectory } from './locate-central-directory';
import { readEntryName } from './read-entry-name';
import type { ZipEntry } from './zip-entry';
import { inconsistentZip, truncated } from './zip-refusals';

const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_SIZE = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;

const FLAG_DATA_DESCRIPTOR = 0x0008;

/**
 * What a streaming reader takes from a local header, against the directory: the name, the method,
 * and (without a data descriptor) the compressed size, which says where the next entry starts.
 */
const localHeaderDisagreement = (bytes: Buffer, local: number, rawName: Buffer, method: number, compressedSize: number): string | undefined => {
  const localName = bytes.subarray(local + LOCAL_SIZE, local + LOCAL_SIZE + bytes.readUInt16LE(local + 26));
  if (!localName.equals(rawName)) return 'has another name in its local header';
  if (bytes.readUInt16LE(local + 8) !== method) return 'has another compression method in its local header';
  const localSize = bytes.readUInt32LE(local + 18);
  const described = (bytes.readUInt16LE(local + 6) & FLAG_DATA_DESCRIPTOR) !== 0;
  if (!described && localSize !== ZIP32_PLACEHOLDER && localSize !== compressedSize) return 'has another size in its local header';
  return undefined;
};

/**
 * Reads the central directory of a zip archive and locates every entry's data, checking that
 * every record, local header and data range lies inside the file, and that the end record, the
 * directory and the local headers agree (ADR 0043): the count of entries, the directory's size,
 * each local header's offset, name, method and size, no bytes between entries or between the
 * directory and its end record, no two entries sharing bytes. It inflates nothing.
 */
export const readZipDirectory = (bytes: Buffer, maxEntries: number): Result<readonly ZipEntry[], DocxRefusal> => {
  const directory = locateCentralDirectory(bytes);
  if (!directory.ok) return directory;
  const { entryCount, offset, size, end } = directory.value;
  if (entryCount > maxEntries) {
    return err(refusal('too_many_entries', `The package holds ${entryCount} parts; at most ${maxEntries} are allowed.`));
  }
  if (offset + size > end) return err(truncated('the zip directory points beyond the end of the file'));

  const entries: ZipEntry[] = [];
  const spans: LaidOutEntry[] = [];
  let at = offset;
  for (let index = 0; index < entryCount; index += 1) {
    if (at + CENTRAL_SIZE > offset + size || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      return err(truncated('a zip directory record is cut short or corrupt'));
    }
    const flags = bytes.readUInt16LE(at + 8);
    const nameStart = at + CENTRAL_SIZE;
    const extraStart = nameStart + bytes.readUInt16LE(at + 28);
    const extraEnd = extraStart + bytes.readUInt16LE(at + 30);
    const next = extraEnd + bytes.readUInt16LE(at + 32);
    if (next > offset + size) return err(truncated('a zip directory record is cut short'));
    const rawName = bytes.subarray(nameStart, extraStart);
    const extra = bytes.subarray(extraStart, extraEnd);
    const named = readEntryName(rawName, extra, flags);
    if (!named.ok) return named;
    const name = named.value;

    const fields: Zip64Fields = {
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    };
    if (Object.values(fields).includes(ZIP32_PLACEHOLDER) && !applyZip64Extra(extra, fields)) {
      return err(truncated('a zip64 size is missing', name));
    }
    const local = fields.localHeaderOffset;
    if (local + LOCAL_SIZE > offset || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE) {
      return err(truncated('a part has no valid local header', name));
    }
    const localNameEnd = local + LOCAL_SIZE + bytes.readUInt16LE(local + 26);
    const dataOffset = localNameEnd + bytes.readUInt16LE(local + 28);
    if (dataOffset > offset) return err(truncated('a part has no valid local header', name));
    const disagreement = localHeaderDisagreement(bytes, local, rawName, bytes.readUInt16LE(at + 10), fields.compressedSize);
    if (disagreement !== undefined) return err(inconsistentZip(`the part ${name} ${disagreement} than in the directory`, name));
    if (dataOffset + fields.compressedSize > offset) return err(truncated('a part runs past the end of the data', name));

    spans.push({ start: local, end: dataOffset + fields.compressedSize, name, flags: bytes.readUInt16LE(local + 6) });
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
  if (at !== offset + size) return err(inconsistentZip(`the end record counts ${entryCount} entries, the central directory holds more`));
  if (offset + size !== end) return err(inconsistentZip('bytes lie between the central directory and its end record'));
  const overlap = findOverlap(spans);
  if (overlap !== undefined) {
    return err(
      refusal('unsupported_zip', `The part ${overlap} shares its bytes with another, which no zip tool writes (zip bombs do); the file is refused.`, overlap),
    );
  }
  const layout = checkZipLayout(bytes, spans, offset);
  return layout === undefined ? ok(entries) : err(layout);
};
