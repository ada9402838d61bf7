import type { RandomSource } from '@quire/ports/platform/random-source';

/** Deterministic "random" bytes for tests: each call yields a different, reproducible sequence. Never for production. */
export class CountingRandomSource implements RandomSource {
  private calls = 0;

  bytes(length: number): Uint8Array {
    this.calls += 1;
    const seed = this.calls;
    return Uint8Array.from({ length }, (_, i) => (seed * 131 + i * 29 + ((seed * i) >> 3)) & 0xff);
  }
}
