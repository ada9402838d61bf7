import type { PdfFormDescription } from '@quire/domain/library/form-templates/pdf-form-fields';
import type { CertificateFacts } from '@quire/domain/settings/signing-certificate';
import type { FilledPdfForm, PdfFillFailure, PdfFillInput, PdfForms, PdfMergeFailure, PdfPart, PdfRefused, PdfSealFailure } from '@quire/ports/documents/pdf-forms';
import type { CertificateRefused, SealInput, SigningKey } from '@quire/ports/documents/pdf-seals';
import type { TooComplex } from '@quire/ports/documents/too-complex';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { EnginePool } from './engine-pool';

/**
 * The PdfForms port on the engine pool: a PDF is read (within the analysis time limit), filled,
 * merged and sealed (within the generation's) in a worker, never on the HTTP thread, and so is a
 * PKCS#12 opened (its key derivation is slow on purpose); a hostile PDF that passed the library's
 * guards still meets the worker's time and memory limits.
 */
export class PooledPdfForms implements PdfForms {
  constructor(private readonly pool: EnginePool) {}

  read(bytes: Uint8Array): TE.TaskEither<PdfRefused | TooComplex, PdfFormDescription> {
    return async () => {
      // Copied, not moved: the caller stores the bytes once they are accepted.
      const ran = await this.pool.run<'pdf-read'>({ kind: 'pdf-read', bytes }, { limit: 'analysis' });
      return E.isLeft(ran) ? ran : ran.right.result;
    };
  }

  fill(input: PdfFillInput): TE.TaskEither<PdfFillFailure, FilledPdfForm> {
    return async () => {
      const form = await input.form.load()();
      if (E.isLeft(form)) return form;
      const started = performance.now();
      const ran = await this.pool.run<'pdf-fill'>({ kind: 'pdf-fill', bytes: form.right, values: input.values, flatten: input.flatten }, { limit: 'generation' });
      if (E.isLeft(ran)) return ran;
      const filled = ran.right.result;
      return E.isLeft(filled) ? filled : E.right({ ...filled.right, fillMs: performance.now() - started });
    };
  }

  merge(parts: ReadonlyArray<PdfPart>): TE.TaskEither<PdfMergeFailure, Uint8Array> {
    return async () => {
      const ran = await this.pool.run<'pdf-merge'>({ kind: 'pdf-merge', parts }, { limit: 'generation' });
      return E.isLeft(ran) ? ran : ran.right.result;
    };
  }

  readCertificate(key: SigningKey): TE.TaskEither<CertificateRefused | TooComplex, CertificateFacts> {
    return async () => {
      const ran = await this.pool.run<'pdf-certificate'>({ kind: 'pdf-certificate', key }, { limit: 'analysis' });
      if (E.isLeft(ran)) return ran;
      // Dates made again on this side: a Date cloned from a worker may belong to another realm (a test's sandbox), which a driver does not take for a Date.
      return E.map((facts: CertificateFacts) => ({ ...facts, validFrom: new Date(facts.validFrom.getTime()), validTo: new Date(facts.validTo.getTime()) }))(ran.right.result);
    };
  }

  seal(input: SealInput): TE.TaskEither<PdfSealFailure, Uint8Array> {
    return async () => {
      const ran = await this.pool.run<'pdf-seal'>({ kind: 'pdf-seal', ...input }, { limit: 'generation' });
      return E.isLeft(ran) ? ran : ran.right.result;
    };
  }
}
