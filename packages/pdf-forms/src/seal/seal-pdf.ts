import { openPdf } from '../open/open-pdf';
import { type PdfLimits, resolvePdfLimits } from '../open/pdf-limits';
import type { PdfRefusal } from '../open/pdf-refusal';
import { err, ok, type Result } from '../result';
import { drawSealStamp } from './seal-stamp';
import { certificateValidAt, type CertificateRefusal, type SealingKey } from './sealing-key';

export interface SealOptions {
  /** The signing time written into the signature, and the moment the certificate must be valid at. */
  readonly now: Date;
  readonly reason?: string;
  readonly location?: string;
  /** Draw a visible stamp on the last page (who sealed it, when). */
  readonly stamp?: boolean;
  readonly limits?: Partial<PdfLimits>;
}

/**
 * Seals a PDF: a PAdES baseline B-B signature (CAdES detached, `ETSI.CAdES.detached`, SHA-256,
 * the signing certificate referenced in the signed attributes) over the whole file, written as an
 * incremental update. It is the last step: any later change to a byte breaks it. A certificate
 * not valid at `now` is refused before anything is signed.
 */
export const sealPdf = async (bytes: Uint8Array, key: SealingKey, options: SealOptions): Promise<Result<Uint8Array, PdfRefusal | CertificateRefusal>> => {
  const invalid = certificateValidAt(key.certificate, options.now);
  if (invalid !== undefined) return err(invalid);
  const opened = await openPdf(bytes, resolvePdfLimits(options.limits));
  if (!opened.ok) return opened;
  const { pdf } = opened.value;
  if (options.stamp === true) {
    const commonName = /CN=([^,]+)/.exec(key.certificate.subject)?.[1] ?? key.certificate.subject;
    drawSealStamp(pdf, [`Sealed by ${commonName}`, options.now.toISOString().replace('T', ' ').slice(0, 16) + ' UTC']);
  }
  const signed = await pdf.sign({
    signer: key.signer,
    subFilter: 'ETSI.CAdES.detached',
    level: 'B-B',
    digestAlgorithm: 'SHA-256',
    signingTime: options.now,
    ...(options.reason === undefined ? {} : { reason: options.reason }),
    ...(options.location === undefined ? {} : { location: options.location }),
  });
  return ok(signed.bytes);
};
