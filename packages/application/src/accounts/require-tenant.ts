import type { TenantId } from '@quire/domain/ids';
import type { Tenant } from '@quire/domain/tenant';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../app-error';

/** The tenant with this id, else NotFound. */
export const requireTenant =
  (tenants: TenantRepository) =>
  (id: TenantId): TE.TaskEither<AppError, Tenant> =>
    pipe(
      TE.Do,
      TE.chain(() => tenants.findById(id)),
      TE.mapLeft((error): AppError => error),
      TE.chain(TE.fromOption(() => notFound('Tenant', id))),
    );
