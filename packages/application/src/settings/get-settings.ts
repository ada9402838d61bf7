import type { SigningCertificate } from '@quire/domain/settings/signing-certificate';
import type { Ports } from '@quire/ports/ports';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';

/** The tenant's settings as `GET /Settings` answers them. */
export type TenantSettings = { readonly signingCertificate: SigningCertificate | null };

export type GetSettings = (input: { readonly principal: Principal }) => TE.TaskEither<AppError, TenantSettings>;

/** `GET /Settings`: the tenant's settings; its signing certificate's facts, or null when it has none. */
export const getSettings =
  ({ signingCertificates }: Pick<Ports, 'signingCertificates'>): GetSettings =>
  ({ principal }) =>
    pipe(
      signingCertificates.find(principal.tenantId),
      TE.mapLeft((error): AppError => error),
      TE.map((certificate) => ({ signingCertificate: O.toNullable(certificate) })),
    );
