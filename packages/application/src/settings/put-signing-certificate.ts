import { type CertificateFacts, certificateValidity, type SigningCertificate } from '@quire/domain/settings/signing-certificate';
import type { CertificateRefusalCode } from '@quire/ports/documents/pdf-seals';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { type AppError, validation } from '../app-error';
import type { Principal } from '../principal';
import { auditAppend } from '../audit-trail/audit-append';
import { sealSigningKey } from '../sealing/signing-key-secret';
import { MAX_PASSPHRASE_LENGTH, MAX_PKCS12_BYTES } from './signing-certificate-limits';

export type PutSigningCertificateInput = { readonly principal: Principal; readonly p12: Uint8Array; readonly passphrase: string };
export type PutSigningCertificate = (input: PutSigningCertificateInput) => TE.TaskEither<AppError, SigningCertificate>;

const day = (date: Date): string => date.toISOString().slice(0, 10);
const refused = (code: CertificateRefusalCode, message: string): AppError => ({ _tag: 'CertificateRefused', code, message });

/**
 * `PUT /Settings/SigningCertificate` (docs/pdf-forms.md#seals): the tenant's certificate for sealing
 * PDFs, replacing the one it had. The PKCS#12 is opened with its passphrase on the engine pool
 * (its key derivation is slow on purpose); a wrong passphrase, a file that holds no certificate
 * and key, and a certificate not valid now are refused (422) and nothing is stored. The PKCS#12 and
 * its passphrase are stored sealed by the server's secret box; what is answered is the certificate's facts.
 */
export const putSigningCertificate =
  (deps: Pick<Ports, 'pdfForms' | 'secretBox' | 'signingCertificates' | 'clock' | 'ids'>): PutSigningCertificate =>
  ({ principal, p12, passphrase }) =>
  async () => {
    const problems = [
      ...(p12.byteLength === 0 ? [{ path: 'file', message: 'must be a PKCS#12 (.p12/.pfx) file' }] : []),
      ...(p12.byteLength > MAX_PKCS12_BYTES ? [{ path: 'file', message: `must be at most ${MAX_PKCS12_BYTES} bytes` }] : []),
      ...(passphrase.length > MAX_PASSPHRASE_LENGTH ? [{ path: 'passphrase', message: `must be at most ${MAX_PASSPHRASE_LENGTH} characters` }] : []),
    ];
    if (problems.length > 0) return E.left(validation(problems));
    const key = { p12, passphrase };
    const read = await deps.pdfForms.readCertificate(key)();
    if (E.isLeft(read)) return read;
    const facts: CertificateFacts = read.right;
    const now = deps.clock.now();
    switch (certificateValidity(facts, now)) {
      case 'expired':
        return E.left(refused('certificate_expired', `The certificate expired on ${day(facts.validTo)}: it would seal nothing.`));
      case 'not_yet_valid':
        return E.left(refused('certificate_not_yet_valid', `The certificate is valid from ${day(facts.validFrom)} only.`));
      case 'valid':
        break;
    }
    const certificate: SigningCertificate = { ...facts, tenantId: principal.tenantId, sealedKey: sealSigningKey(deps.secretBox, key), createdAt: now };
    // The audit event names the certificate (its subject, fingerprint, expiry), never its key.
    const audit = auditAppend(deps)(principal, 'signingCertificate.stored', { type: 'SigningCertificate', id: certificate.fingerprint256, version: null }, {
      subject: certificate.subject,
      issuer: certificate.issuer,
      validTo: certificate.validTo.toISOString(),
    });
    const stored = await deps.signingCertificates.put(certificate, audit)();
    return E.isLeft(stored) ? stored : E.right(certificate);
  };
