import { analysePdfForm } from '@quire/domain/library/form-templates/pdf-form-analysis';
import type { AnalysisVocabulary, DocumentAnalysis } from '@quire/ports/documents/document-analyser';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { analyseUpload } from '../analyse-upload';
import type { AppError } from '../../app-error';
import type { UploadedFile } from '../uploaded-file';

const PDF_HEADER = '%PDF-';
/** Readers find the header within the first 1,024 bytes; so does this. */
const HEADER_WINDOW = 1024;

/**
 * A template upload is a PDF form when its bytes say so (the `%PDF-` header) or its name does
 * (`.pdf`: then a file that is no PDF is refused as `not_a_pdf`, not read as a .docx).
 */
export const isPdfUpload = (file: Pick<UploadedFile, 'bytes' | 'fileName'>): boolean =>
  /\.pdf$/i.test(file.fileName.trim()) || Buffer.from(file.bytes.buffer, file.bytes.byteOffset, Math.min(file.bytes.byteLength, HEADER_WINDOW)).includes(PDF_HEADER);

/** A PDF's file name ends in `.pdf` (a multipart part or a raw upload may not say so). */
export const asPdfFileName = (fileName: string): string => (/\.pdf$/i.test(fileName) ? fileName : `${fileName.replace(/\.docx$/i, '')}.pdf`);

/**
 * The analysis of a template's file: a fillable PDF's fields read on the engine pool (refused when
 * no PDF, encrypted, XFA-only, past a limit or damaged) and matched to the tenant's aliases; a
 * .docx analysed by the engine (refused when unsafe or with errors). A PDF's text preview is empty.
 */
export const analyseTemplateFile =
  (deps: Pick<Ports, 'analyser' | 'pdfForms'>) =>
  (file: Pick<UploadedFile, 'bytes' | 'fileName'>, vocabulary: AnalysisVocabulary): TE.TaskEither<AppError, DocumentAnalysis> =>
    isPdfUpload(file)
      ? pipe(
          deps.pdfForms.read(file.bytes),
          TE.mapLeft((refused): AppError => refused),
          TE.map((form) => ({ analysis: analysePdfForm(form, vocabulary.aliases), text: '' })),
        )
      : analyseUpload(deps.analyser)(file.bytes, vocabulary);
