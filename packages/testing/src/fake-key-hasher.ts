import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KeyHasher } from '@quire/ports/accounts/key-hasher';

/** A KeyHasher with a fixed test pepper: the same HMAC-SHA-256 as production, with a known key. */
export class FakeKeyHasher implements KeyHasher {
  constructor(private readonly pepper = 'test-pepper') {}

  digest(secret: string): string {
    return createHmac('sha256', this.pepper).update(secret, 'utf8').digest('hex');
  }

  equals(a: string, b: string): boolean {
    const left = Buffer.from(a, 'utf8');
    const right = Buffer.from(b, 'utf8');
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
