import type { KeyHasher } from '@quire/ports/key-hasher';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keyed SHA-256 (HMAC) of key secrets with the server pepper; only this digest is stored. */
export const hmacKeyHasher = (pepper: string): KeyHasher => ({
  digest: (secret) => createHmac('sha256', pepper).update(secret, 'utf8').digest('hex'),
  equals: (a, b) => {
    const left = Buffer.from(a, 'utf8');
    const right = Buffer.from(b, 'utf8');
    return left.length === right.length && timingSafeEqual(left, right);
  },
});
