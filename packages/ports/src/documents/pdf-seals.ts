/**
 * Why a PKCS#12 is not taken, or does not seal (docs/pdf-forms.md#seals): a wrong passphrase, a file
 * that holds no certificate and key, a certificate expired or not valid yet. The adapter fails to
 * compile when the PDF library's codes differ.
 */
export const CERTIFICATE_REFUSAL_CODES = ['certificate_passphrase_wrong', 'certificate_invalid', 'certificate_expired', 'certificate_not_yet_valid'] as const;
export type CertificateRefusalCode = (typeof CERTIFICATE_REFUSAL_CODES)[number];

/** A certificate refused (422); the message names no secret. */
export type CertificateRefused = { readonly _tag: 'CertificateRefused'; readonly code: CertificateRefusalCode; readonly message: string };

/** A signing key as the tenant gave it: a PKCS#12 (.p12/.pfx) and its passphrase. */
export type SigningKey = { readonly p12: Uint8Array; readonly passphrase: string };

export type SealInput = {
  readonly bytes: Uint8Array;
  readonly key: SigningKey;
  /** The signing time, and when the certificate must be valid. */
  readonly now: Date;
  /** A visible stamp on the last page (who sealed it, when), drawn before the signature so that it covers it. */
  readonly stamp?: boolean;
};
