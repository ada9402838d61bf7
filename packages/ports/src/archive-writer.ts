import type { ServiceIdentifier } from 'inversify';

/** Writes .zip archives (a packet of generated documents). */
export interface ArchiveWriter {
  /** A zip of these files, in this order; names must be unique (the caller makes them so). */
  zip(files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>): Uint8Array;
}
export const ArchiveWriterToken: ServiceIdentifier<ArchiveWriter> = Symbol.for('quire.ArchiveWriter');
