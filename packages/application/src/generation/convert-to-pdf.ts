import type { PdfConverter } from '@quire/ports/documents/pdf-converter';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { generationFailed } from '../generation-failure';

/** PDF output is refused before any work when no converter is installed (501 with what to install). */
export const requirePdf = (pdf: PdfConverter): TE.TaskEither<AppError, void> => {
  if (pdf.available()) return TE.right(undefined);
  const status = pdf.status();
  const message = status._tag === 'Unavailable' ? status.message : 'PDF output is not available on this server.';
  return TE.left(generationFailed({ _tag: 'PdfUnavailable', code: 'pdf_unavailable', message }));
};

/** The completed .docx as a PDF, within the time the generation has left; with `refreshFields` (`updateFields`), its contents and page references refreshed first. */
export const convertToPdf =
  (pdf: PdfConverter, refreshFields = false) =>
  (docx: Uint8Array, remainingMs: number, template?: { readonly id: string; readonly name: string }): TE.TaskEither<AppError, Uint8Array> =>
    pipe(
      pdf.convert(docx, { timeoutMs: Math.max(1, Math.floor(remainingMs)), ...(refreshFields ? { refreshFields } : {}) }),
      TE.mapLeft((error): AppError => generationFailed(error, template)),
    );
