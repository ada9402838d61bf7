import type { KeyHasher } from '@quire/ports/accounts/key-hasher';
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

/** Keyed SHA-256 (HMAC) of key secrets with the server pepper; only this digest is stored. */
export const hmacKeyHasher = (pepper: string): KeyHasher => {
  // Imported once: each digest then skips preparing the key.
  const key = createSecretKey(Buffer.from(pepper, 'utf8'));
  return {
    digest: (secret) => createHmac('sha256', key).update(secret, 'utf8').digest('hex'),
    equals: (a, b) => {
      const left = Buffer.from(a, 'utf8');
      const right = Buffer.from(b, 'utf8');
      return left.length === right.length && timingSafeEqual(left, right);
    },
  };
};
