import 'reflect-metadata';
import type { KeyHasher } from '@quire/ports/accounts/key-hasher';
import { inject, injectable } from 'inversify';
import { type KeyObject, createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

/** The server pepper (KEY_PEPPER, or the embedded one), for the container to hand to the key hasher. */
export const KeyPepperToken = Symbol.for('quire.KeyPepper');

/**
 * Keyed SHA-256 (HMAC) of key secrets with the server pepper; only this digest is stored. An
 * adapter as a class the container builds: `@inject` names what its constructor takes (this is
 * what reflect-metadata is for; the inner packages stay free of decorators).
 */
@injectable()
export class HmacKeyHasher implements KeyHasher {
  /** Imported once: each digest then skips preparing the key. */
  private readonly key: KeyObject;

  constructor(@inject(KeyPepperToken) pepper: string) {
    this.key = createSecretKey(Buffer.from(pepper, 'utf8'));
  }

  digest(secret: string): string {
    return createHmac('sha256', this.key).update(secret, 'utf8').digest('hex');
  }

  equals(a: string, b: string): boolean {
    const left = Buffer.from(a, 'utf8');
    const right = Buffer.from(b, 'utf8');
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
