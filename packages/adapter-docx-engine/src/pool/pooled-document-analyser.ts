import type { AnalysisVocabulary, DocumentAnalysis, DocumentAnalyser, DocumentRefused } from '@quire/ports/documents/document-analyser';
import type { TooComplex } from '@quire/ports/documents/too-complex';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { EnginePool } from './engine-pool';

/** The DocumentAnalyser port on the engine pool: the upload is read and analysed in a worker, within the analysis limits. */
export class PooledDocumentAnalyser implements DocumentAnalyser {
  constructor(private readonly pool: EnginePool) {}

  analyse(bytes: Uint8Array, vocabulary: AnalysisVocabulary): TE.TaskEither<DocumentRefused | TooComplex, DocumentAnalysis> {
    return async () => {
      // The bytes are copied, not moved: the caller stores them once they are accepted.
      const ran = await this.pool.run<'analyse'>({ kind: 'analyse', bytes, vocabulary }, { limit: 'analysis' });
      return E.isLeft(ran) ? ran : ran.right.result;
    };
  }
}
