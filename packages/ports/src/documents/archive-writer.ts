import type * as TE from 'fp-ts/TaskEither';
import type { TooComplex } from './too-complex';

/** Writes .zip archives (a packet of generated documents). */
export interface ArchiveWriter {
  /** A zip of these files, in this order; names must be unique (the caller makes them so). TooComplex when it passed its time or memory limit. */
  zip(files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>): TE.TaskEither<TooComplex, Uint8Array>;
}
