import { readSafeUInt64 } from './read-safe-uint64';

const ZIP64_EXTRA_ID = 0x0001;
export const ZIP32_PLACEHOLDER = 0xffffffff;

export interface Zip64Fields {
  uncompressedSize: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/**
 * Replaces the 0xFFFFFFFF placeholders of a central record by the values of its zip64 extra
 * field (which holds only the replaced ones, in this order). False when one is missing or
 * beyond the safe integers.
 */
export const applyZip64Extra = (extra: Buffer, fields: Zip64Fields): boolean => {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA_ID) {
      let cursor = at + 4;
      const limit = Math.min(extra.length, cursor + length);
      for (const key of ['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const) {
        if (fields[key] !== ZIP32_PLACEHOLDER) continue;
        const value = cursor + 8 <= limit ? readSafeUInt64(extra, cursor) : undefined;
        if (value === undefined) return false;
        fields[key] = value;
        cursor += 8;
      }
      return true;
    }
    at += 4 + length;
  }
  return !Object.values(fields).includes(ZIP32_PLACEHOLDER);
};
