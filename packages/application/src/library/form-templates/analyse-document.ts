import type { DocumentAnalysis } from '@quire/ports/documents/document-analyser';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { loadVocabulary, type VocabularyDeps } from '../library-vocabulary';
import type { Principal } from '../../principal';

export type AnalyseDocument = (input: { readonly principal: Principal; readonly bytes: Uint8Array }) => TE.TaskEither<AppError, DocumentAnalysis>;

/**
 * `POST /FormTemplates/Analyze`: the analysis of a .docx against the tenant's vocabulary, saving
 * nothing. An unsafe file is refused as an upload would be; errors in the template are the
 * answer itself (diagnostics), not a refusal: this is how an author checks a draft.
 */
export const analyseDocument =
  (deps: VocabularyDeps & Pick<Ports, 'analyser'>): AnalyseDocument =>
  ({ principal, bytes }) =>
    pipe(
      loadVocabulary(deps)(principal.tenantId),
      TE.chain((vocabulary) => pipe(deps.analyser.analyse(bytes, vocabulary), TE.mapLeft((refused): AppError => refused))),
    );
