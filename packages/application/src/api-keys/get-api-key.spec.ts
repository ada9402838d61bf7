import { apiKeyId } from '@quire/domain/ids';
import { inMemoryWorld, left, right, seedMember } from '../../test/in-memory-world';
import { getApiKey } from './get-api-key';
import { issueApiKey } from '../accounts/issue-api-key';
import type { Principal } from '../principal';

describe('getApiKey', () => {
  const setUp = async () => {
    const world = inMemoryWorld();
    const { tenant, user } = await seedMember(world);
    const { user: stranger } = await seedMember(world, tenant);
    const { key } = await right(issueApiKey(world)({ tenantId: tenant.id, userId: user.id, name: 'mine' }));
    const owner: Principal = { tenantId: tenant.id, userId: user.id, keyId: key.id, keyPrefix: key.prefix, memberRole: 'owner', keyRole: key.role };
    return { world, key, owner, other: { ...owner, userId: stranger.id } };
  };

  describe("when the key is the caller's", () => {
    it('answers it', async () => {
      const { world, key, owner } = await setUp();
      await expect(right(getApiKey(world)({ principal: owner, id: key.id }))).resolves.toEqual(key);
    });
  });

  describe("when the key is another user's or missing", () => {
    it('answers NotFound for both', async () => {
      const { world, key, other, owner } = await setUp();
      await expect(left(getApiKey(world)({ principal: other, id: key.id }))).resolves.toEqual({ _tag: 'NotFound', resource: 'ApiKey', id: key.id });
      await expect(left(getApiKey(world)({ principal: owner, id: apiKeyId('gone') }))).resolves.toEqual({ _tag: 'NotFound', resource: 'ApiKey', id: 'gone' });
    });
  });
});
