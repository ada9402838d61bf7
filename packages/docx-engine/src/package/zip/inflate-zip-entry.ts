import { inflateRawSync } from 'node:zlib';
import { ZIP_METHOD_STORED, type ZipEntry } from './zip-entry';

/** zlib's smallest output chunk. */
const MIN_CHUNK = 64;

export type InflateOutcome =
  | { readonly kind: 'inflated'; readonly bytes: Buffer }
  /** The entry holds more than `maxOutput` bytes: inflating stopped there. */
  | { readonly kind: 'over_cap' }
  | { readonly kind: 'corrupt'; readonly detail: string };

/** Checked by code, not by class: the error may come from another realm (jest runs tests in a vm context). */
const isBufferTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE';

/**
 * Inflates one entry, never producing more than `maxOutput` bytes whatever its header says:
 * zlib stops at `maxOutputLength`, so a lying header cannot exhaust memory.
 * Stored entries are returned as a view of the archive (no copy).
 */
export const inflateZipEntry = (archive: Buffer, entry: ZipEntry, maxOutput: number): InflateOutcome => {
  const data = archive.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === ZIP_METHOD_STORED) {
    return data.length > maxOutput ? { kind: 'over_cap' } : { kind: 'inflated', bytes: data };
  }
  try {
    // One output buffer of the declared size (within the cap): zlib neither grows a list of
    // chunks nor copies them into one at the end, which halves the memory a large part takes.
    const chunkSize = Math.max(MIN_CHUNK, Math.min(entry.uncompressedSize, maxOutput) + 1);
    const bytes = inflateRawSync(data, { maxOutputLength: Math.max(1, maxOutput), chunkSize });
    return bytes.length > maxOutput ? { kind: 'over_cap' } : { kind: 'inflated', bytes };
  } catch (error) {
    if (isBufferTooLarge(error)) return { kind: 'over_cap' };
    const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
    return { kind: 'corrupt', detail: typeof message === 'string' ? message : String(error) };
  }
};
