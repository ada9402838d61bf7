import type { PdfForms, PdfRefused } from '@quire/ports/documents/pdf-forms';
import type { CertificateRefused } from '@quire/ports/documents/pdf-seals';
import * as TE from 'fp-ts/TaskEither';

const unread: PdfRefused = { _tag: 'PdfRefused', code: 'pdf_damaged', message: 'PDF forms are not read by the in-memory composition: put the engine adapter over it.' };
const unopened: CertificateRefused = { _tag: 'CertificateRefused', code: 'certificate_invalid', message: 'Certificates are not opened by the in-memory composition: put the engine adapter over it.' };

/** PdfForms of the in-memory composition: the PDF library is the engine adapter's, so every PDF and certificate is refused here (a test that needs PDF forms uses `docxEngineAdapters()`). */
export const unreadPdfForms = (): PdfForms => ({
  read: () => TE.left(unread),
  fill: () => TE.left(unread),
  merge: () => TE.left({ ...unread, part: 0 }),
  readCertificate: () => TE.left(unopened),
  seal: () => TE.left(unread),
});
