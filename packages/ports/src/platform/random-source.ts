import type { ServiceIdentifier } from 'inversify';

/** Cryptographically secure randomness (key secrets). */
export interface RandomSource {
  /** `length` bytes from a CSPRNG. */
  bytes(length: number): Uint8Array;
}
export const RandomSourceToken: ServiceIdentifier<RandomSource> = Symbol.for('quire.RandomSource');
