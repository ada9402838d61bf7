/**
 * One entry of a .zip whose entries are stored, not compressed (as a job's result is): found by
 * name through the central directory. Undefined when it is not there, compressed, or past what a
 * plain (non-ZIP64) directory describes: the .zip itself then has it.
 */
export const storedEntry = (zip: Uint8Array, name: string): Uint8Array | undefined => {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (at === 0xffffffff || count === 0xffff) return undefined;
  const wanted = new TextEncoder().encode(name);
  for (let entry = 0; entry < count && at + 46 <= zip.length; entry++) {
    if (view.getUint32(at, true) !== 0x02014b50) return undefined;
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const entryName = zip.subarray(at + 46, at + 46 + nameLength);
    if (entryName.length === wanted.length && entryName.every((byte, index) => byte === wanted[index])) {
      if (method !== 0 || local === 0xffffffff || size === 0xffffffff || view.getUint32(local, true) !== 0x04034b50) return undefined;
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      return start + size <= zip.length ? zip.subarray(start, start + size) : undefined;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
};
