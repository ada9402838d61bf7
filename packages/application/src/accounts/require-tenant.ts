import type { TenantId } from '@quire/domain/ids';
import type { Tenant } from '@quire/domain/accounts/tenant';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { requireFound } from '../require-found';

/** The tenant with this id, else NotFound. */
export const requireTenant =
  (tenants: TenantRepository) =>
  (id: TenantId): TE.TaskEither<AppError, Tenant> =>
    requireFound('Tenant', id, () => tenants.findById(id));
