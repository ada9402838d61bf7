import { createHash } from 'node:crypto';
import type { KeyHasher } from '@quire/ports/accounts/key-hasher';

/**
 * A KeyHasher for tests: a SHA-256 of a fixed pepper and the secret (no secret stands in its
 * digest), compared as plain strings. The server's keyed, constant-time hasher is tested where it lives.
 */
export class FakeKeyHasher implements KeyHasher {
  constructor(private readonly pepper = 'test-pepper') {}

  digest(secret: string): string {
    return createHash('sha256').update(`${this.pepper}\n${secret}`, 'utf8').digest('hex');
  }

  equals(a: string, b: string): boolean {
    return a === b;
  }
}
