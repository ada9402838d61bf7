import type { SigningCertificate } from '@quire/domain/settings/signing-certificate';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { requireFound } from '../require-found';

export type GetSigningCertificate = (input: { readonly principal: Principal }) => TE.TaskEither<AppError, SigningCertificate>;

/** `GET /Settings/SigningCertificate`: the tenant's certificate (its facts only are ever answered); 404 when it has none. */
export const getSigningCertificate =
  ({ signingCertificates }: Pick<Ports, 'signingCertificates'>): GetSigningCertificate =>
  ({ principal }) =>
    requireFound('SigningCertificate', 'current', () => signingCertificates.find(principal.tenantId));
