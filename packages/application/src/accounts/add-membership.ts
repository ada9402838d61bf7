import type { TenantId, UserId } from '@quire/domain/ids';
import type { Membership } from '@quire/domain/user';
import type { Clock } from '@quire/ports/platform/clock';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../app-error';
import { currentTime } from '../current-time';
import { requireTenant } from './require-tenant';
import { requireUser } from './require-user';

export type AddMembership = (input: { readonly tenantId: TenantId; readonly userId: UserId }) => TE.TaskEither<AppError, Membership>;
export const AddMembershipToken: ServiceIdentifier<AddMembership> = Symbol.for('quire.AddMembership');

/** Makes an existing user a member of an existing tenant (idempotent). */
export const addMembership =
  ({ users, tenants, clock }: { users: UserRepository; tenants: TenantRepository; clock: Clock }): AddMembership =>
  ({ tenantId, userId }) =>
    pipe(
      requireTenant(tenants)(tenantId),
      TE.chain(() => requireUser(users)(userId)),
      TE.chain(() => currentTime(clock)),
      TE.map((now): Membership => ({ tenantId, userId, createdAt: now })),
      TE.chainFirstW((membership) => users.addMembership(membership)),
    );
