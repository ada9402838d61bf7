import type { PdfFormDescription } from '@quire/domain/library/form-templates/pdf-form-fields';
import type { CertificateFacts } from '@quire/domain/settings/signing-certificate';
import type { FilledPdfForm, PdfFillFailure, PdfFillInput, PdfForms, PdfMergeFailure, PdfPart, PdfRefused, PdfSealFailure } from '@quire/ports/documents/pdf-forms';
import type { CertificateRefused, SealInput, SigningKey } from '@quire/ports/documents/pdf-seals';
import type { TooComplex } from '@quire/ports/documents/too-complex';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { fillPdfFormNow, mergePdfsNow, readPdfFormNow } from './pdf-form-work';
import { readCertificateNow, sealPdfNow } from './pdf-seal-work';

/** The PdfForms port on the calling thread (ENGINE_THREADS=0, tests): no time or memory limit but the library's own guards; seals too. */
export class InProcessPdfForms implements PdfForms {
  read(bytes: Uint8Array): TE.TaskEither<PdfRefused | TooComplex, PdfFormDescription> {
    return () => readPdfFormNow(bytes);
  }

  fill(input: PdfFillInput): TE.TaskEither<PdfFillFailure, FilledPdfForm> {
    return async () => {
      const form = await input.form.load()();
      if (E.isLeft(form)) return form;
      const started = performance.now();
      const filled = await fillPdfFormNow(form.right, input.values, input.flatten);
      return E.isLeft(filled) ? filled : E.right({ ...filled.right, fillMs: performance.now() - started });
    };
  }

  merge(parts: ReadonlyArray<PdfPart>): TE.TaskEither<PdfMergeFailure, Uint8Array> {
    return () => mergePdfsNow(parts);
  }

  readCertificate(key: SigningKey): TE.TaskEither<CertificateRefused | TooComplex, CertificateFacts> {
    return () => readCertificateNow(key);
  }

  seal(input: SealInput): TE.TaskEither<PdfSealFailure, Uint8Array> {
    return () => sealPdfNow(input);
  }
}
