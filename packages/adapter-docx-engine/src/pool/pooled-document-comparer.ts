import type { DocumentRefused } from '@quire/ports/documents/document-analyser';
import type { DocumentComparer, DocumentComparison } from '@quire/ports/documents/document-comparer';
import type { TooComplex } from '@quire/ports/documents/too-complex';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { EnginePool } from './engine-pool';

/** The DocumentComparer on the engine pool: both files are read and compared in a worker, under the generation time limit. */
export class PooledDocumentComparer implements DocumentComparer {
  constructor(private readonly pool: EnginePool) {}

  compare(original: Uint8Array, revised: Uint8Array, at: Date): TE.TaskEither<DocumentRefused | TooComplex, DocumentComparison> {
    return async () => {
      const ran = await this.pool.run<'compare'>({ kind: 'compare', original, revised, at: at.toISOString() }, { limit: 'generation' });
      return E.isLeft(ran) ? ran : ran.right.result;
    };
  }
}
