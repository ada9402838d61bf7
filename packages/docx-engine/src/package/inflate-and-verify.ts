import { crc32 } from 'node:zlib';
import { ratioTooHigh, tooLarge } from './checks/limit-refusals';
import type { DocxLimits } from './docx-limits';
import { type DocxRefusal, refusal } from './docx-refusal';
import { err, ok, type Result } from '../result';
import { inflateZipEntry } from './zip/inflate-zip-entry';
import type { ZipEntry } from './zip/zip-entry';

/** Counts the bytes actually inflated across a package, against the total limit. */
export interface InflateBudget {
  remaining: number;
}

/**
 * Inflates an entry and verifies it: never more than the bytes left in the budget, nor more
 * than the ratio limit allows for its compressed size (measured on the bytes actually
 * inflated, so a header that lies about sizes gains nothing), then size and CRC-32.
 */
export const inflateAndVerify = (
  archive: Buffer,
  entry: ZipEntry,
  limits: DocxLimits,
  budget: InflateBudget,
): Result<Buffer, DocxRefusal> => {
  const ratioCap = Math.max(limits.ratioThreshold, entry.compressedSize * limits.maxInflateRatio);
  const cap = Math.min(budget.remaining, ratioCap);
  const outcome = inflateZipEntry(archive, entry, cap);
  switch (outcome.kind) {
    case 'over_cap':
      return err(ratioCap <= budget.remaining ? ratioTooHigh(entry, limits) : tooLarge(limits));
    case 'corrupt':
      return err(refusal('corrupt_entry', `The part ${entry.name} is damaged and cannot be unpacked (${outcome.detail}).`, entry.name));
    case 'inflated': {
      const { bytes } = outcome;
      budget.remaining -= bytes.length;
      if (bytes.length !== entry.uncompressedSize) {
        return err(
          refusal(
            'corrupt_entry',
            `The part ${entry.name} unpacks to ${bytes.length} bytes but its header declares ${entry.uncompressedSize}; the file is damaged.`,
            entry.name,
          ),
        );
      }
      if ((crc32(bytes) >>> 0) !== entry.crc32 >>> 0) {
        return err(refusal('crc_mismatch', `The part ${entry.name} fails its checksum (CRC-32): the file is damaged.`, entry.name));
      }
      return ok(bytes);
    }
  }
};
