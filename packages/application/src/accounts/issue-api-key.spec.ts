import { arbitraryTenant, arbitraryUser } from '@quire/testing/builders/accounts';
import { inMemoryWorld, left, right, seedMember } from '../../test/in-memory-world';
import { authenticateApiKey } from '../api-keys/authenticate-api-key';
import { issueApiKey } from './issue-api-key';

describe('issueApiKey', () => {
  describe('when the user is a member of the tenant', () => {
    it('issues a key that authenticates', async () => {
      const world = inMemoryWorld();
      const { tenant, user } = await seedMember(world);
      const { key, secret } = await right(issueApiKey(world)({ tenantId: tenant.id, userId: user.id, name: 'cli' }));
      await expect(right(authenticateApiKey(world)(secret))).resolves.toMatchObject({ keyId: key.id, tenantId: tenant.id });
    });
  });

  describe('with a role', () => {
    it("gives the key the member's role by default, a lesser one when asked, never a higher one", async () => {
      const world = inMemoryWorld();
      const { tenant, user } = await seedMember(world, undefined, undefined, 'author');
      await expect(right(issueApiKey(world)({ tenantId: tenant.id, userId: user.id, name: 'cli' }))).resolves.toMatchObject({ key: { role: 'author' } });
      await expect(right(issueApiKey(world)({ tenantId: tenant.id, userId: user.id, name: 'cli', role: 'drafter' }))).resolves.toMatchObject({ key: { role: 'drafter' } });
      for (const role of ['owner', 'auditor'] as const) {
        await expect(left(issueApiKey(world)({ tenantId: tenant.id, userId: user.id, name: 'cli', role }))).resolves.toMatchObject({ _tag: 'Validation', errors: [{ path: 'role' }] });
      }
    });
  });

  describe('when the user is not a member', () => {
    it('is forbidden', async () => {
      const world = inMemoryWorld();
      const { user } = await seedMember(world);
      const tenant = arbitraryTenant();
      await right(world.tenants.insert(tenant));
      await expect(left(issueApiKey(world)({ tenantId: tenant.id, userId: user.id, name: 'cli' }))).resolves.toMatchObject({ _tag: 'Forbidden' });
    });
  });

  describe('when the user does not exist', () => {
    it('is NotFound', async () => {
      const world = inMemoryWorld();
      const { tenant } = await seedMember(world);
      const ghost = arbitraryUser();
      await expect(left(issueApiKey(world)({ tenantId: tenant.id, userId: ghost.id, name: 'cli' }))).resolves.toEqual({ _tag: 'NotFound', resource: 'User', id: ghost.id });
    });
  });
});
