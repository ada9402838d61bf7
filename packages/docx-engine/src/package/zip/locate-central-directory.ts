import { type DocxRefusal, refusal } from '../docx-refusal';
import { err, ok, type Result } from '../../result';
import { readSafeUInt64 } from './read-safe-uint64';
import { refuseNonZip } from './refuse-non-zip';
import { inconsistentZip, multiVolume, truncated } from './zip-refusals';

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ZIP64_EOCD_SIZE = 56;

/** Where the central directory is, as the end records say. */
export interface CentralDirectory {
  readonly entryCount: number;
  readonly offset: number;
  readonly size: number;
  /** Where the end records start: the central directory, and every entry, lie before this. */
  readonly end: number;
}

/** Searches backwards from the end, past a comment of up to 64 KiB, for a record whose comment fits the file. */
const findEndRecord = (bytes: Buffer): number | undefined => {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE && at + EOCD_SIZE + bytes.readUInt16LE(at + 20) <= bytes.length) return at;
  }
  return undefined;
};

const readZip64Records = (bytes: Buffer, endRecord: number): Result<CentralDirectory, DocxRefusal> | undefined => {
  const locator = endRecord - ZIP64_LOCATOR_SIZE;
  if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR_SIGNATURE) return undefined;
  const record = readSafeUInt64(bytes, locator + 8);
  if (record === undefined || record + ZIP64_EOCD_SIZE > locator || bytes.readUInt32LE(record) !== ZIP64_EOCD_SIGNATURE) {
    return err(truncated('the zip64 end of central directory is missing'));
  }
  if (bytes.readUInt32LE(record + 16) !== 0 || bytes.readUInt32LE(locator + 16) > 1) return err(multiVolume());
  const entryCount = readSafeUInt64(bytes, record + 32);
  const size = readSafeUInt64(bytes, record + 40);
  const offset = readSafeUInt64(bytes, record + 48);
  if (entryCount === undefined || size === undefined || offset === undefined) {
    return err(refusal('too_large', 'The zip64 directory declares sizes far beyond the limits for a .docx.'));
  }
  return ok({ entryCount, size, offset, end: record });
};

/**
 * Finds the central directory from the end-of-central-directory record, and from the zip64
 * records when the classic one holds their placeholders. Refuses a file that is no zip, a
 * multi-volume archive, and values no .docx can have.
 */
export const locateCentralDirectory = (bytes: Buffer): Result<CentralDirectory, DocxRefusal> => {
  const endRecord = bytes.length >= EOCD_SIZE ? findEndRecord(bytes) : undefined;
  if (endRecord === undefined) return err(refuseNonZip(bytes));
  const disk = bytes.readUInt16LE(endRecord + 4);
  const directoryDisk = bytes.readUInt16LE(endRecord + 6);
  const entryCount = bytes.readUInt16LE(endRecord + 10);
  const size = bytes.readUInt32LE(endRecord + 12);
  const offset = bytes.readUInt32LE(endRecord + 16);
  if (entryCount === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const zip64 = readZip64Records(bytes, endRecord);
    if (zip64 !== undefined) return zip64;
  }
  if ((disk !== 0 && disk !== 0xffff) || (directoryDisk !== 0 && directoryDisk !== 0xffff)) return err(multiVolume());
  const entriesOnDisk = bytes.readUInt16LE(endRecord + 8);
  if (entriesOnDisk !== entryCount) return err(inconsistentZip(`the end record counts ${entriesOnDisk} entries on its disk and ${entryCount} in all`));
  return ok({ entryCount, size, offset, end: endRecord });
};
