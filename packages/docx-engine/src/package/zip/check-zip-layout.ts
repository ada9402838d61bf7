import type { DocxRefusal } from '../docx-refusal';
import { inconsistentZip } from './zip-refusals';
import type { EntrySpan } from './find-overlap';

const DESCRIPTOR_SIGNATURE = 0x08074b50;
const FLAG_DATA_DESCRIPTOR = 0x0008;

/** An entry's local header and data, with what may follow its data. */
export interface LaidOutEntry extends EntrySpan {
  readonly flags: number;
}

/**
 * The length of the data descriptor after an entry's data, when its flags say it has one: 12 or
 * 20 bytes (zip64 sizes), each with an optional 4-byte signature. 0 when there is none.
 */
const descriptorLength = (bytes: Buffer, entry: LaidOutEntry, next: number): number => {
  if ((entry.flags & FLAG_DATA_DESCRIPTOR) === 0) return 0;
  const signed = entry.end + 4 <= bytes.length && bytes.readUInt32LE(entry.end) === DESCRIPTOR_SIGNATURE ? 4 : 0;
  // The one of the two lengths that ends where the next record starts (zip64 sizes or not).
  return [12, 20].map((length) => length + signed).find((length) => entry.end + length === next) ?? 12 + signed;
};

/**
 * Checks that the entries the central directory lists tile the archive from its first byte to the
 * directory, each local header right after the previous entry's data (and data descriptor): no
 * bytes a streaming reader would take for an entry hide between them. Overlaps are refused
 * before this (findOverlap).
 */
export const checkZipLayout = (bytes: Buffer, entries: readonly LaidOutEntry[], directoryStart: number): DocxRefusal | undefined => {
  const sorted = [...entries].sort((a, b) => a.start - b.start);
  let expected = 0;
  for (let index = 0; index < sorted.length; index += 1) {
    const entry = sorted[index] as LaidOutEntry;
    if (entry.start !== expected) {
      return inconsistentZip(`${entry.start - expected} bytes before the part ${entry.name} belong to no entry the directory lists`, entry.name);
    }
    const next = sorted[index + 1]?.start ?? directoryStart;
    expected = entry.end + descriptorLength(bytes, entry, next);
  }
  if (expected !== directoryStart) return inconsistentZip(`${directoryStart - expected} bytes before the central directory belong to no entry it lists`);
  return undefined;
};
