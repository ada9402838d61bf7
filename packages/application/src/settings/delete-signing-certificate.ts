import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../app-error';
import { auditAppend } from '../audit-trail/audit-append';
import type { Principal } from '../principal';

export type DeleteSigningCertificate = (input: { readonly principal: Principal }) => TE.TaskEither<AppError, void>;

/** `DELETE /Settings/SigningCertificate`: the tenant's certificate gone (a seal asked for then is 422 `certificate_missing`); 404 when it had none. */
export const deleteSigningCertificate =
  ({ signingCertificates, ids, clock }: Pick<Ports, 'signingCertificates' | 'ids' | 'clock'>): DeleteSigningCertificate =>
  ({ principal }) =>
  async () => {
    const found = await signingCertificates.find(principal.tenantId)();
    if (E.isLeft(found)) return found;
    if (O.isNone(found.right)) return E.left(notFound('SigningCertificate', 'current'));
    const certificate = found.right.value;
    const audit = auditAppend({ ids, clock })(principal, 'signingCertificate.removed', { type: 'SigningCertificate', id: certificate.fingerprint256, version: null }, { subject: certificate.subject });
    const deleted = await signingCertificates.delete(principal.tenantId, audit)();
    if (E.isLeft(deleted)) return deleted;
    return deleted.right ? E.right(undefined) : E.left(notFound('SigningCertificate', 'current'));
  };
