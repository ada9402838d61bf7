import { inMemoryWorld, right, seedMember } from '../../test/in-memory-world';
import { issueApiKey } from '../accounts/issue-api-key';
import { listApiKeys } from './list-api-keys';

describe('listApiKeys', () => {
  describe('when two users have keys, one of them in two tenants', () => {
    it("answers only the caller's keys, from every tenant", async () => {
      const world = inMemoryWorld();
      const { tenant, user } = await seedMember(world);
      const { tenant: second } = await seedMember(world, undefined, user);
      const { user: other } = await seedMember(world, tenant);
      const issue = issueApiKey(world);
      const a = await right(issue({ tenantId: tenant.id, userId: user.id, name: 'a' }));
      const b = await right(issue({ tenantId: second.id, userId: user.id, name: 'b' }));
      await right(issue({ tenantId: tenant.id, userId: other.id, name: 'theirs' }));
      const keys = await right(listApiKeys(world)({ tenantId: tenant.id, userId: user.id, keyId: a.key.id, keyPrefix: a.key.prefix, memberRole: 'owner', keyRole: a.key.role }));
      expect(keys.map((key) => key.id)).toEqual([a.key.id, b.key.id]);
    });
  });
});
