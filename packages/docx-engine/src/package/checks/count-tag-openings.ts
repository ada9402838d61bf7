const OPENING = Buffer.from('{{', 'latin1');

/**
 * Whether the raw bytes of a part hold more than `max` tag openings (`{{`), counted before the
 * part is decoded or scanned, and stopping at the first one over: a part holding millions of
 * tags is refused for the cost of finding `max` of them, not of reading it all (ADR 0043).
 * Every tag the scan would read starts with `{{` in the bytes but for one split across runs, so
 * the count is the scan's within the joints; a `{{` in an attribute counts too.
 */
export const tagOpeningsExceed = (bytes: Uint8Array, max: number): boolean => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let count = 0;
  for (let at = buffer.indexOf(OPENING); at !== -1; at = buffer.indexOf(OPENING, at + 2)) {
    if (++count > max) return true;
  }
  return false;
};
