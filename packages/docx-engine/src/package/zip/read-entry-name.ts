import { crc32 } from 'node:zlib';
import { type DocxRefusal, refusal } from '../docx-refusal';
import { err, ok, type Result } from '../../result';
import { decodeEntryName } from './decode-entry-name';

const UNICODE_PATH_EXTRA_ID = 0x7075;
const UTF8_FLAG = 0x0800;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The Info-ZIP Unicode Path extra field gives an entry a second, UTF-8 name, which some readers
 * (Info-ZIP, commons-compress) prefer to the header's when its CRC matches the header name.
 */
const unicodePathOf = (extra: Buffer, rawName: Buffer): string | undefined => {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    const fieldEnd = Math.min(extra.length, at + 4 + length);
    if (id === UNICODE_PATH_EXTRA_ID && fieldEnd - at >= 9 && extra[at + 4] === 1 && extra.readUInt32LE(at + 5) === crc32(rawName) >>> 0) {
      try {
        return strictUtf8.decode(extra.subarray(at + 9, fieldEnd));
      } catch {
        return undefined;
      }
    }
    at += 4 + length;
  }
  return undefined;
};

/**
 * The name of an entry from its central directory record. A Unicode Path name is used when the
 * header name is in a legacy code page (its purpose); when the header name is unambiguous (ASCII
 * or flagged UTF-8) and the Unicode Path says something else, readers disagree on the name,
 * which is how a part can hide from checks (one reader's word/document.xml is another's innocent
 * file): refused.
 */
export const readEntryName = (rawName: Buffer, extra: Buffer, flags: number): Result<string, DocxRefusal> => {
  const headerName = decodeEntryName(rawName, flags);
  const unicodeName = unicodePathOf(extra, rawName);
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
