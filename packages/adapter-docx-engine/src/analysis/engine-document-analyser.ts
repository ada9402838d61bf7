import { TEXT_PREVIEW_MAX } from '@quire/domain/library/stored-file';
import type { Analysis } from '@quire/domain/library/form-templates/template-analysis';
import { type CompiledTemplate, compileTemplate, documentText, type DocxLimits } from '@quire/docx-engine/engine';
import type { AnalysisVocabulary, DocumentAnalysis, DocumentAnalyser, DocumentRefused } from '@quire/ports/documents/document-analyser';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { documentRefused } from './document-refused';
import { toEngineVocabulary } from '../engine-vocabulary';
import { templateAnalysis } from './template-analysis';
import { vocabularyLookup } from '../vocabulary-lookup';
import { nameKey } from '@quire/domain/names';

/** What an engine failure on reading a file is answered as (never expected: the mutation spec checks it does not happen). */
export const UNREADABLE: DocumentRefused = {
  _tag: 'DocumentRefused',
  code: 'corrupt_entry',
  message: 'The file could not be read as a Word document. Open it in Word, save it again as .docx and upload that copy.',
};

/**
 * An engine failure on a file it accepted is a bug, not the uploader's fault; the upload is still
 * answered (the template is reported as unusable) rather than failing the request.
 */
export const ANALYSIS_FAILED_MESSAGE = 'The document could not be analysed. Open it in Word, save it again as .docx and upload that copy.';

const analysisFailed = (template: CompiledTemplate): Analysis => ({
  fields: [],
  rules: [],
  repeats: [],
  snippets: [],
  diagnostics: [
    {
      severity: 'error',
      code: 'unsupported_structure',
      message: ANALYSIS_FAILED_MESSAGE,
      part: template.package.mainDocumentPart,
      paragraph: null,
      excerpt: '',
    },
  ],
});

const safely = <A>(run: () => A, fallback: A): A => {
  try {
    return run();
  } catch {
    return fallback;
  }
};

export type EngineDocumentAnalyserOptions = {
  /** The limits of docs/limits.md#reading-a-docx for reading a .docx; the engine's defaults where not given. */
  readonly limits?: Partial<DocxLimits>;
  /** The preview is cut at this many characters (the domain keeps no more). */
  readonly maxTextLength?: number;
};

/** Reads uploads with the document engine: refusals (docs/limits.md#uploads-refused) as DocumentRefused, otherwise the analysis (docs/resources.md#analysis) and a text preview. */
export class EngineDocumentAnalyser implements DocumentAnalyser {
  constructor(private readonly options: EngineDocumentAnalyserOptions = {}) {}

  analyse(bytes: Uint8Array, vocabulary: AnalysisVocabulary): TE.TaskEither<DocumentRefused, DocumentAnalysis> {
    return () => Promise.resolve(this.analyseNow(bytes, vocabulary));
  }

  /** The same, synchronously (the engine does not wait for anything). */
  analyseNow(bytes: Uint8Array, vocabulary: AnalysisVocabulary): E.Either<DocumentRefused, DocumentAnalysis> {
    const compiled = safely(() => compileTemplate(bytes, { nameKey, ...(this.options.limits === undefined ? {} : { limits: this.options.limits }) }), undefined);
    if (compiled === undefined) return E.left(UNREADABLE);
    if (!compiled.ok) return E.left(documentRefused(compiled.error));
    const template = compiled.value;
    const analysis = safely(() => templateAnalysis(template, toEngineVocabulary(vocabulary), vocabularyLookup(vocabulary)), analysisFailed(template));
    const text = safely(() => documentText(template.package.text(template.package.mainDocumentPart), this.options.maxTextLength ?? TEXT_PREVIEW_MAX), '');
    return E.right({ analysis, text });
  }
}
