import type { PdfConverter, PdfConverterStatus } from '@quire/ports/documents/pdf-converter';
import * as TE from 'fp-ts/TaskEither';

/** A PdfConverter as on a server without LibreOffice: every conversion answers PdfUnavailable with this message. */
export const unavailablePdfConverter = (message = 'PDF output needs LibreOffice: install libreoffice-writer (soffice) and restart the server.'): PdfConverter => {
  const status: PdfConverterStatus = { _tag: 'Unavailable', message };
  return {
    convert: () => TE.left({ _tag: 'PdfUnavailable', code: 'pdf_unavailable', message }),
    available: () => false,
    status: () => status,
    warmUp: () => TE.left({ _tag: 'PdfUnavailable', code: 'pdf_unavailable', message }),
    close: () => Promise.resolve(),
  };
};
