import { type Zippable, zipSync } from 'fflate';

/** DOS time has no time zone: local midnight of 1 January 1980 is written as that on every machine. */
const FIXED_TIME = new Date(1980, 0, 1);

/**
 * A zip of the given entries, deflated, in the order given. Entries carry a fixed time, so the
 * same parts always make the same bytes (and the same SHA-256).
 */
export const zipParts = (parts: ReadonlyArray<readonly [string, string]>): Uint8Array => {
  const encoder = new TextEncoder();
  const entries: Zippable = {};
  for (const [name, text] of parts) entries[name] = [encoder.encode(text), { level: 6, mtime: FIXED_TIME }];
  return zipSync(entries);
};
