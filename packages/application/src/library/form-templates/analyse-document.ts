import type { DocumentAnalysis } from '@quire/ports/documents/document-analyser';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { loadVocabulary, type VocabularyDeps } from '../library-vocabulary';
import { analyseTemplateFile, isPdfUpload } from './analyse-template-file';
import type { Principal } from '../../principal';

export type AnalyseDocument = (input: { readonly principal: Principal; readonly bytes: Uint8Array; readonly fileName?: string }) => TE.TaskEither<AppError, DocumentAnalysis>;

/**
 * `POST /FormTemplates/Analyze`: the analysis of a .docx or a fillable PDF against the tenant's vocabulary, saving
 * nothing. An unsafe file is refused as an upload would be; errors in the template are the
 * answer itself (diagnostics), not a refusal: this is how an author checks a draft.
 */
export const analyseDocument =
  (deps: VocabularyDeps & Pick<Ports, 'analyser' | 'pdfForms'>): AnalyseDocument =>
  ({ principal, bytes, fileName = '' }) =>
    pipe(
      loadVocabulary(deps)(principal.tenantId),
      TE.chain((vocabulary) =>
        isPdfUpload({ bytes, fileName })
          ? analyseTemplateFile(deps)({ bytes, fileName }, vocabulary)
          : pipe(deps.analyser.analyse(bytes, vocabulary), TE.mapLeft((refused): AppError => refused)),
      ),
    );
