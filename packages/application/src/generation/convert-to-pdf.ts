import type { PdfConverter, PdfConvertOptions } from '@quire/ports/documents/pdf-converter';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { generationFailed } from '../generation-failure';
import type { GenerationOptions } from './generation-settings';

/** PDF output is refused before any work when no converter is installed (501 with what to install). */
export const requirePdf = (pdf: PdfConverter): TE.TaskEither<AppError, void> => {
  if (pdf.available()) return TE.right(undefined);
  const status = pdf.status();
  const message = status._tag === 'Unavailable' ? status.message : 'PDF output is not available on this server.';
  return TE.left(generationFailed({ _tag: 'PdfUnavailable', code: 'pdf_unavailable', message }));
};

/** What the converter is asked besides the document: fields refreshed (`updateFields`), PDF/A (`pdf.archive`), tags (`pdf.tagged`). */
export const convertOptionsOf = (options: Pick<GenerationOptions, 'updateFields' | 'pdf'>): Omit<PdfConvertOptions, 'timeoutMs'> => ({
  ...(options.updateFields === true ? { refreshFields: true } : {}),
  ...(options.pdf.archive === null ? {} : { archive: options.pdf.archive }),
  ...(options.pdf.tagged ? { tagged: true } : {}),
});

/**
 * The completed .docx as a PDF, within the time the generation has left: with its contents and page
 * references refreshed first when `updateFields` asks, archival and tagged as `pdf` asks.
 */
export const convertToPdf =
  (pdf: PdfConverter, options: Pick<GenerationOptions, 'updateFields' | 'pdf'>) =>
  (docx: Uint8Array, remainingMs: number, template?: { readonly id: string; readonly name: string }): TE.TaskEither<AppError, Uint8Array> =>
    pipe(
      pdf.convert(docx, { timeoutMs: Math.max(1, Math.floor(remainingMs)), ...convertOptionsOf(options) }),
      TE.mapLeft((error): AppError => generationFailed(error, template)),
    );
