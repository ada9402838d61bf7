import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../app-error';
import type { Principal } from '../principal';

export type DeleteSigningCertificate = (input: { readonly principal: Principal }) => TE.TaskEither<AppError, void>;

/** `DELETE /Settings/SigningCertificate`: the tenant's certificate gone (a seal asked for then is 422 `certificate_missing`); 404 when it had none. */
export const deleteSigningCertificate =
  ({ signingCertificates }: Pick<Ports, 'signingCertificates'>): DeleteSigningCertificate =>
  ({ principal }) =>
  async () => {
    const deleted = await signingCertificates.delete(principal.tenantId)();
    if (E.isLeft(deleted)) return deleted;
    return deleted.right ? E.right(undefined) : E.left(notFound('SigningCertificate', 'current'));
  };
