import type { TenantId } from '@quire/domain/ids';
import { certificateValidity } from '@quire/domain/settings/signing-certificate';
import type { SigningKey } from '@quire/ports/documents/pdf-seals';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { generationFailed } from '../generation-failure';
import { openSigningKey } from './signing-key-secret';

export type SealDeps = Pick<Ports, 'signingCertificates' | 'secretBox' | 'pdfForms' | 'clock'>;

const day = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The tenant's signing key, checked before any work is done (docs/pdf-forms.md#seals): 422
 * `certificate_missing` when the tenant has none, `certificate_expired` or
 * `certificate_not_yet_valid` when it does not seal now, `certificate_unreadable` when the server's
 * key no longer opens it.
 */
export const requireSigningKey =
  (deps: SealDeps) =>
  (tenantId: TenantId): TE.TaskEither<AppError, SigningKey> =>
  async () => {
    const found = await deps.signingCertificates.find(tenantId)();
    if (E.isLeft(found)) return found;
    if (O.isNone(found.right)) {
      return E.left(generationFailed({ code: 'certificate_missing', message: 'The tenant has no signing certificate: an owner uploads one with PUT /Settings/SigningCertificate.' }));
    }
    const certificate = found.right.value;
    switch (certificateValidity(certificate, deps.clock.now())) {
      case 'expired':
        return E.left(generationFailed({ code: 'certificate_expired', message: `The signing certificate expired on ${day(certificate.validTo)}: an owner uploads a new one.` }));
      case 'not_yet_valid':
        return E.left(generationFailed({ code: 'certificate_not_yet_valid', message: `The signing certificate is valid from ${day(certificate.validFrom)} only.` }));
      case 'valid':
        break;
    }
    const key = openSigningKey(deps.secretBox, certificate.sealedKey);
    return E.isLeft(key)
      ? E.left(generationFailed({ code: 'certificate_unreadable', message: "The server's key no longer opens the stored signing certificate: an owner uploads it again." }))
      : E.right(key.right);
  };

/**
 * The PDF sealed with the key, on the engine pool: a PAdES baseline signature over the whole file,
 * the very last step of a generation (any later change to a byte breaks it); with `stamp`, a
 * visible stamp on its last page first.
 */
export const sealWith =
  (deps: SealDeps, key: SigningKey, options: { readonly stamp?: boolean } = {}) =>
  (bytes: Uint8Array, template?: { readonly id: string; readonly name: string }): TE.TaskEither<AppError, Uint8Array> =>
  async () => {
    const sealed = await deps.pdfForms.seal({ bytes, key, now: deps.clock.now(), stamp: options.stamp === true })();
    if (E.isRight(sealed)) return sealed;
    const failure = sealed.left;
    switch (failure._tag) {
      case 'TooComplex':
        return E.left(generationFailed(failure, template));
      case 'CertificateRefused':
        return E.left(generationFailed({ code: failure.code, message: failure.message }, template));
      case 'PdfRefused':
        return E.left(generationFailed({ code: failure.code, message: failure.message }, template));
    }
  };
