import { assertNoAnalysisErrors } from '@quire/domain/template-analysis';
import type { AnalysisVocabulary, DocumentAnalysis, DocumentAnalyzer } from '@quire/ports/documents/document-analyzer';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';

/**
 * Reads an uploaded .docx with the engine and refuses it when it is unsafe or no .docx
 * (DocumentRefused, with the engine's reason) or when its analysis has errors (DocumentInvalid,
 * every error listed). Warnings are kept in the analysis and do not refuse it.
 */
export const analyseUpload =
  (analyzer: DocumentAnalyzer) =>
  (bytes: Uint8Array, vocabulary: AnalysisVocabulary): TE.TaskEither<AppError, DocumentAnalysis> =>
    pipe(
      analyzer.analyse(bytes, vocabulary),
      TE.mapLeft((refused): AppError => refused),
      TE.chainFirstEitherKW((read) => assertNoAnalysisErrors(read.analysis)),
    );
