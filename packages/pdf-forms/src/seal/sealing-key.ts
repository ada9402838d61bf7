import { X509Certificate } from 'node:crypto';
import { P12Signer, type Signer } from '@libpdf/core';
import { err, ok, type Result } from '../result';

/** What `GET /Settings` may show of a signing certificate: never its key. */
export interface CertificateInfo {
  readonly subject: string;
  readonly issuer: string;
  readonly validFrom: Date;
  readonly validTo: Date;
  readonly serialNumber: string;
  /** SHA-256 of the certificate, colon-separated hex (as node's X509Certificate gives it). */
  readonly fingerprint256: string;
}

export type CertificateRefusalCode = 'certificate_passphrase_wrong' | 'certificate_invalid' | 'certificate_expired' | 'certificate_not_yet_valid';

export interface CertificateRefusal {
  readonly code: CertificateRefusalCode;
  readonly message: string;
}

/** A PKCS#12 opened with its passphrase: the certificate's facts and the key that signs with it. */
export interface SealingKey {
  readonly certificate: CertificateInfo;
  readonly signer: Signer;
}

const refusal = (code: CertificateRefusalCode, message: string): CertificateRefusal => ({ code, message });

/**
 * The library reports a PKCS#12 whose integrity check (its MAC, keyed by the passphrase) fails, or
 * whose key does not decrypt, with these words (measured with 0.4.2 on files written by OpenSSL 3,
 * with and without -legacy).
 */
const WRONG_PASSPHRASE = /integrity|\bmac\b|password|decrypt/i;

/**
 * Opens a PKCS#12 (.p12/.pfx) with its passphrase, once; the key then seals any number of PDFs.
 * A wrong passphrase and a file that is not a usable PKCS#12 are refused with their codes; the
 * certificate's dates are not judged here (see `certificateValidAt`).
 */
export const openSealingKey = async (p12: Uint8Array, passphrase: string): Promise<Result<SealingKey, CertificateRefusal>> => {
  let signer: P12Signer;
  try {
    signer = await P12Signer.create(p12, passphrase);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return WRONG_PASSPHRASE.test(message)
      ? err(refusal('certificate_passphrase_wrong', 'The passphrase does not open the certificate file.'))
      : err(refusal('certificate_invalid', 'The file is not a PKCS#12 (.p12/.pfx) holding a certificate and its private key.'));
  }
  const x509 = new X509Certificate(signer.certificate);
  return ok({
    signer,
    certificate: {
      subject: x509.subject.replace(/\n/g, ', '),
      issuer: x509.issuer.replace(/\n/g, ', '),
      validFrom: new Date(x509.validFrom),
      validTo: new Date(x509.validTo),
      serialNumber: x509.serialNumber,
      fingerprint256: x509.fingerprint256,
    },
  });
};

/** Refuses a certificate that has expired, or is not valid yet, at `now`. */
export const certificateValidAt = (certificate: CertificateInfo, now: Date): CertificateRefusal | undefined => {
  if (now.getTime() > certificate.validTo.getTime()) return refusal('certificate_expired', `The signing certificate expired on ${certificate.validTo.toISOString().slice(0, 10)}.`);
  if (now.getTime() < certificate.validFrom.getTime()) return refusal('certificate_not_yet_valid', `The signing certificate is valid from ${certificate.validFrom.toISOString().slice(0, 10)} only.`);
  return undefined;
};

/**
 * Reads a PKCS#12's certificate (subject, issuer, expiry) to be stored or shown, refusing a wrong
 * passphrase, a file that is not a PKCS#12, and a certificate not valid at `now`.
 */
export const readSigningCertificate = async (p12: Uint8Array, passphrase: string, now: Date): Promise<Result<CertificateInfo, CertificateRefusal>> => {
  const opened = await openSealingKey(p12, passphrase);
  if (!opened.ok) return opened;
  const invalid = certificateValidAt(opened.value.certificate, now);
  return invalid === undefined ? ok(opened.value.certificate) : err(invalid);
};
