import { assertNoAnalysisErrors } from '@quire/domain/library/form-templates/template-analysis';
import type { AnalysisVocabulary, DocumentAnalysis, DocumentAnalyser } from '@quire/ports/documents/document-analyser';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';

/**
 * Reads an uploaded .docx with the engine and refuses it when it is unsafe or no .docx
 * (DocumentRefused, with the engine's reason) or when its analysis has errors (DocumentInvalid,
 * every error listed). Warnings are kept in the analysis and do not refuse it.
 */
export const analyseUpload =
  (analyser: DocumentAnalyser) =>
  (bytes: Uint8Array, vocabulary: AnalysisVocabulary): TE.TaskEither<AppError, DocumentAnalysis> =>
    pipe(
      analyser.analyse(bytes, vocabulary),
      TE.mapLeft((refused): AppError => refused),
      TE.chainFirstEitherKW((read) => assertNoAnalysisErrors(read.analysis)),
    );
