/** Cryptographically secure randomness (key secrets). */
export interface RandomSource {
  /** `length` bytes from a CSPRNG. */
  bytes(length: number): Uint8Array;
}
