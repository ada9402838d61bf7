import { tenantId, userId } from '@quire/domain/ids';
import { arbitraryTenant, arbitraryUser } from '@quire/testing/builders/accounts';
import { inMemoryWorld, left, right } from '../../test/in-memory-world';
import { addMembership } from './add-membership';

const setUp = async () => {
  const world = inMemoryWorld();
  const tenant = arbitraryTenant();
  const user = arbitraryUser();
  await right(world.tenants.insert(tenant));
  await right(world.users.insert(user));
  return { world, tenant, user };
};

describe('addMembership', () => {
  describe('when tenant and user exist', () => {
    it('makes the user a member, idempotently', async () => {
      const { world, tenant, user } = await setUp();
      await right(addMembership(world)({ tenantId: tenant.id, userId: user.id }));
      await right(addMembership(world)({ tenantId: tenant.id, userId: user.id }));
      await expect(right(world.users.isMember(tenant.id, user.id))).resolves.toBe(true);
    });
  });

  describe('when either does not exist', () => {
    it('is NotFound naming the missing one', async () => {
      const { world, tenant, user } = await setUp();
      await expect(left(addMembership(world)({ tenantId: tenantId('t?'), userId: user.id }))).resolves.toEqual({ _tag: 'NotFound', resource: 'Tenant', id: 't?' });
      await expect(left(addMembership(world)({ tenantId: tenant.id, userId: userId('u?') }))).resolves.toEqual({ _tag: 'NotFound', resource: 'User', id: 'u?' });
    });
  });
});
