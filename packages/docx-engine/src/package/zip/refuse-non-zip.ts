import { type DocxRefusal, refusal } from '../docx-refusal';
import { truncated } from './zip-refusals';

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Name of the stream in which Office keeps a password-protected document. */
const ENCRYPTED_PACKAGE_UTF16 = Buffer.from('EncryptedPackage', 'utf16le');

const startsWith = (bytes: Buffer, magic: readonly number[]): boolean =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/**
 * Why a file without a zip directory is refused: a zip cut short, a password-protected Office
 * document (an OLE2 compound file holding an EncryptedPackage stream), an older binary .doc,
 * or something else altogether.
 */
export const refuseNonZip = (bytes: Buffer): DocxRefusal => {
  if (startsWith(bytes, ZIP_LOCAL_MAGIC)) return truncated('the zip directory at its end is missing');
  if (startsWith(bytes, OLE2_MAGIC)) {
    return bytes.includes(ENCRYPTED_PACKAGE_UTF16)
      ? refusal('encrypted', 'The document is password-protected. Remove the password in Word (File > Info > Protect Document) and upload it again.')
      : refusal(
          'not_a_zip',
          'This is not a .docx file: it looks like an older Word 97-2003 (.doc) or other OLE file. Save it as a Word Document (.docx) and upload it again.',
        );
  }
  return refusal('not_a_zip', 'This is not a .docx file (a .docx is a zip package, and this file is not a zip).');
};
