import type { SigningKey } from '@quire/ports/documents/pdf-seals';
import type { SecretBox } from '@quire/ports/webhooks/secret-box';
import * as E from 'fp-ts/Either';

/** The key as it is sealed: the PKCS#12 in base64 and its passphrase, one JSON text. */
type SealedForm = { readonly p12: string; readonly passphrase: string };

/** The PKCS#12 and its passphrase, sealed by the server's secret box (AES-256-GCM) as one text for the store. */
export const sealSigningKey = (box: SecretBox, key: SigningKey): string =>
  box.seal(JSON.stringify({ p12: Buffer.from(key.p12.buffer, key.p12.byteOffset, key.p12.byteLength).toString('base64'), passphrase: key.passphrase } satisfies SealedForm));

/** The key back; Left when the server's key no longer opens it (the pepper changed: upload the certificate again). */
export const openSigningKey = (box: SecretBox, sealed: string): E.Either<'unreadable', SigningKey> => {
  const opened = box.open(sealed);
  if (E.isLeft(opened)) return E.left('unreadable');
  try {
    const form = JSON.parse(opened.right) as Partial<SealedForm>;
    if (typeof form.p12 !== 'string' || typeof form.passphrase !== 'string') return E.left('unreadable');
    return E.right({ p12: new Uint8Array(Buffer.from(form.p12, 'base64')), passphrase: form.passphrase });
  } catch {
    return E.left('unreadable');
  }
};
