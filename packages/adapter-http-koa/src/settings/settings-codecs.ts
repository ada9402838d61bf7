import { MAX_PASSPHRASE_LENGTH, MAX_PKCS12_BYTES } from '@quire/application/settings/signing-certificate-limits';
import * as t from 'io-ts';
import { annotate, component } from '../platform/openapi/annotate';
import { DateTime, exactly, nullable } from '../platform/openapi/json-shapes';

const Passphrase = annotate(t.string, { maxLength: MAX_PASSPHRASE_LENGTH, description: 'The passphrase of the PKCS#12 (may be empty). Never stored in plaintext, never answered.' });

/** `PUT /Settings/SigningCertificate` with JSON: the PKCS#12 in base64 and its passphrase. */
export const SigningCertificateJsonBody = component(
  'SigningCertificateRequest',
  t.exact(
    t.type({
      pkcs12: annotate(t.string, { contentEncoding: 'base64', description: `The PKCS#12 (.p12/.pfx): a certificate and its private key, at most ${MAX_PKCS12_BYTES} bytes.` }),
      passphrase: Passphrase,
    }),
    'SigningCertificateJsonBody',
  ),
);

/** The multipart fields beside the file part. */
export const SigningCertificateFields = t.exact(t.type({ passphrase: t.string }), 'SigningCertificateFields');

/** The multipart form as a client sends it. */
export const SigningCertificateForm = component(
  'SigningCertificateForm',
  t.exact(t.type({ file: annotate(t.unknown, { type: 'string', format: 'binary', description: 'The PKCS#12 (.p12/.pfx).' }), passphrase: Passphrase })),
);

/** What is shown of the tenant's signing certificate: its facts, never its key or passphrase. */
export const SigningCertificateJson = component(
  'SigningCertificate',
  t.type({
    subject: annotate(t.string, { description: 'The certificate\'s subject (`CN=…, O=…`), as it is shown in a PDF reader\'s signature panel.' }),
    issuer: t.string,
    serialNumber: annotate(t.string, { description: 'Hexadecimal.' }),
    fingerprint256: annotate(t.string, { description: 'SHA-256 of the certificate, colon-separated hexadecimal.' }),
    validFrom: DateTime,
    validTo: annotate(DateTime, { description: 'After this moment a seal is refused with 422 `certificate_expired`.' }),
    createdAt: annotate(DateTime, { description: 'When it was uploaded.' }),
  }),
  { description: "The tenant's signing certificate for sealed PDFs (docs/pdf-forms.md#seals)." },
);
export const signingCertificateJson = exactly(SigningCertificateJson);

/** `GET /Settings`: the tenant's settings. */
export const SettingsJson = component(
  'Settings',
  t.type({ signingCertificate: annotate(nullable(SigningCertificateJson), { description: 'The certificate PDFs are sealed with (`pdf: { seal: true }`); null when the tenant has none.' }) }),
  { description: "The tenant's settings (docs/pdf-forms.md#seals)." },
);
export const settingsJson = (settings: { readonly signingCertificate: Parameters<typeof signingCertificateJson>[0] | null }) => ({
  signingCertificate: settings.signingCertificate === null ? null : signingCertificateJson(settings.signingCertificate),
});
