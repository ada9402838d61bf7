import type { TenantId } from '../ids';

/** What may be shown of a signing certificate: never its key or passphrase. */
export type CertificateFacts = {
  readonly subject: string;
  readonly issuer: string;
  readonly serialNumber: string;
  /** SHA-256 of the certificate (DER), colon-separated upper-case hex. */
  readonly fingerprint256: string;
  readonly validFrom: Date;
  readonly validTo: Date;
};

/**
 * A tenant's signing certificate (docs/pdf-forms.md#seals): one per tenant, a new one replaces it.
 * The PKCS#12 and its passphrase are held only sealed (encrypted by the SecretBox port); the domain
 * never sees them in plaintext.
 */
export type SigningCertificate = CertificateFacts & {
  readonly tenantId: TenantId;
  readonly sealedKey: string;
  readonly createdAt: Date;
};

/** Why a certificate does not seal at `now`: it has expired, or is not valid yet. */
export const certificateValidity = (certificate: Pick<CertificateFacts, 'validFrom' | 'validTo'>, now: Date): 'valid' | 'expired' | 'not_yet_valid' =>
  now.getTime() > certificate.validTo.getTime() ? 'expired' : now.getTime() < certificate.validFrom.getTime() ? 'not_yet_valid' : 'valid';
