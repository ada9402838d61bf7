import { unsafeEntryNameReason } from './check-entry-name';
import type { DocxLimits } from '../docx-limits';
import { type DocxRefusal, refusal } from '../docx-refusal';
import { ratioTooHigh, tooLarge } from './limit-refusals';
import { ZIP_METHOD_DEFLATED, ZIP_METHOD_STORED, type ZipEntry } from '../zip/zip-entry';

const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const METHOD_AES = 99;

/**
 * Checks what the central directory declares, before anything is inflated: names, duplicates,
 * encryption, compression method, and the declared sizes against the limits.
 */
export const checkZipEntries = (entries: readonly ZipEntry[], limits: DocxLimits): DocxRefusal | undefined => {
  const seen = new Set<string>();
  let declaredTotal = 0;
  for (const entry of entries) {
    const { name } = entry;
    const unsafe = unsafeEntryNameReason(name);
    if (unsafe !== undefined) {
      return refusal('unsafe_entry_name', `A part name contains ${unsafe} (${JSON.stringify(name)}), which no Word document has.`, name);
    }
    const key = name.toLowerCase();
    if (seen.has(key)) return refusal('duplicate_entry', `The package holds the part ${name} twice.`, name);
    seen.add(key);
    if ((entry.flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) !== 0 || entry.method === METHOD_AES) {
      return refusal('encrypted', `The package is encrypted (part ${name}). Upload the document without a password.`, name);
    }
    if (entry.method !== ZIP_METHOD_STORED && entry.method !== ZIP_METHOD_DEFLATED) {
      return refusal(
        'unsupported_compression',
        `The part ${name} uses zip compression method ${entry.method}; a .docx uses only "stored" or "deflated". Save it again from Word.`,
        name,
      );
    }
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > limits.maxTotalUncompressed) return tooLarge(limits);
    if (entry.uncompressedSize > limits.ratioThreshold && entry.uncompressedSize > entry.compressedSize * limits.maxInflateRatio) {
      return ratioTooHigh(entry, limits);
    }
  }
  return undefined;
};
