import type { Role } from '@quire/domain/accounts/role';
import type { TenantId, UserId } from '@quire/domain/ids';
import type { MemberRepository } from '@quire/ports/accounts/member-repository';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import { arbitraryTenant, arbitraryUser } from '../builders/accounts';
import { T0 } from '../builders/instants';
import { expectRight } from './run-task';

/** A new tenant and a new user who is its member with `role`: whom keys and sessions belong to. */
export const givenMember = async (
  stores: { readonly tenants: TenantRepository; readonly users: UserRepository; readonly members: MemberRepository },
  role: Role,
): Promise<{ readonly tenantId: TenantId; readonly userId: UserId }> => {
  const tenant = arbitraryTenant();
  const user = arbitraryUser();
  await expectRight(stores.tenants.insert(tenant));
  await expectRight(stores.users.insert(user));
  await expectRight(stores.members.add({ tenantId: tenant.id, userId: user.id, role, createdAt: T0 }, 1000));
  return { tenantId: tenant.id, userId: user.id };
};
