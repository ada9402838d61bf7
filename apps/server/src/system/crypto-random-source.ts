import type { RandomSource } from '@quire/ports/platform/random-source';
import { randomBytes } from 'node:crypto';

/** Node's CSPRNG. */
export const cryptoRandomSource: RandomSource = { bytes: (length) => new Uint8Array(randomBytes(length)) };
