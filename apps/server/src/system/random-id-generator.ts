import type { IdGenerator } from '@quire/ports/platform/id-generator';
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Opaque ids: a millisecond timestamp prefix (so ids of one table are roughly ordered by
 * creation, which keeps B-tree inserts local) and 80 random bits, base36, 24 characters.
 */
export const randomIdGenerator = (now: () => number = Date.now): IdGenerator => ({
  next: () => {
    const time = now().toString(36).padStart(9, '0');
    const random = Array.from(randomBytes(15), (byte) => ALPHABET[byte % 36]).join('');
    return time + random;
  },
});
