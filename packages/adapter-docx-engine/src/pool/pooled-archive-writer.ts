import type { ArchiveWriter } from '@quire/ports/documents/archive-writer';
import type { TooComplex } from '@quire/ports/documents/too-complex';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { EnginePool } from './engine-pool';

/** The ArchiveWriter port on the engine pool: the packet's .zip is written in a worker (the files are copied to it: the caller keeps them). */
export class PooledArchiveWriter implements ArchiveWriter {
  constructor(private readonly pool: EnginePool) {}

  zip(files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>): TE.TaskEither<TooComplex, Uint8Array> {
    return async () => {
      const ran = await this.pool.run<'zip'>({ kind: 'zip', files }, { limit: 'generation' });
      return E.isLeft(ran) ? ran : E.right(ran.right.result);
    };
  }
}
