import { apiKeyId } from '@quire/domain/ids';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { inMemoryWorld, left, right, seedMember } from '../../test/in-memory-world';
import { deactivateApiKey } from './deactivate-api-key';
import { issueApiKey } from '../accounts/issue-api-key';
import type { Principal } from '../principal';
import { reactivateApiKey } from './reactivate-api-key';
import { renameApiKey } from './rename-api-key';

const setUp = async () => {
  const world = inMemoryWorld();
  const { tenant, user } = await seedMember(world);
  const { user: stranger } = await seedMember(world, tenant);
  const issued = await right(issueApiKey(world)({ tenantId: tenant.id, userId: user.id, name: 'mine' }));
  const owner: Principal = { tenantId: tenant.id, userId: user.id, keyId: issued.key.id, keyPrefix: issued.key.prefix, memberRole: 'owner', keyRole: issued.key.role };
  const other: Principal = { ...owner, userId: stranger.id };
  return { world, issued, owner, other, id: issued.key.id };
};

describe('changes to one own API key', () => {
  describe('renameApiKey', () => {
    it('renames and bumps the version', async () => {
      const { world, owner, id } = await setUp();
      world.clock.advance(5000);
      const key = await right(renameApiKey(world)({ principal: owner, id, name: 'renamed' }));
      expect(key).toMatchObject({ name: 'renamed', version: 2, updatedAt: world.clock.now() });
      expect((await right(world.apiKeys.listByUser(owner.userId)))[0]?.name).toBe('renamed');
    });

    it('changes nothing when the name is the same', async () => {
      const { world, owner, id } = await setUp();
      const key = await right(renameApiKey(world)({ principal: owner, id, name: ' mine ' }));
      expect(key.version).toBe(1);
    });

    it('refuses an invalid name', async () => {
      const { world, owner, id } = await setUp();
      await expect(left(renameApiKey(world)({ principal: owner, id, name: '' }))).resolves.toMatchObject({ _tag: 'Validation' });
    });
  });

  describe('deactivateApiKey and reactivateApiKey', () => {
    it('moves the key between active and inactive, idempotently', async () => {
      const { world, owner, id } = await setUp();
      expect(await right(deactivateApiKey(world)({ principal: owner, id }))).toMatchObject({ status: 'inactive', version: 2 });
      expect(await right(deactivateApiKey(world)({ principal: owner, id }))).toMatchObject({ status: 'inactive', version: 2 });
      expect(await right(reactivateApiKey(world)({ principal: owner, id }))).toMatchObject({ status: 'active', version: 3 });
      expect(await right(reactivateApiKey(world)({ principal: owner, id }))).toMatchObject({ status: 'active', version: 3 });
    });
  });

  describe.each([
    ['rename', (w: Parameters<typeof renameApiKey>[0]) => (p: Principal, id: ReturnType<typeof apiKeyId>, v?: number[]) => renameApiKey(w)({ principal: p, id, name: 'x', expectedVersions: v })],
    ['deactivate', (w: Parameters<typeof renameApiKey>[0]) => (p: Principal, id: ReturnType<typeof apiKeyId>, v?: number[]) => deactivateApiKey(w)({ principal: p, id, expectedVersions: v })],
    ['reactivate', (w: Parameters<typeof renameApiKey>[0]) => (p: Principal, id: ReturnType<typeof apiKeyId>, v?: number[]) => reactivateApiKey(w)({ principal: p, id, expectedVersions: v })],
  ])('%s', (_name, change) => {
    it("answers NotFound for another user's key, exactly as for a missing one", async () => {
      const { world, other, owner, id } = await setUp();
      await expect(left(change(world)(other, id))).resolves.toEqual({ _tag: 'NotFound', resource: 'ApiKey', id });
      await expect(left(change(world)(owner, apiKeyId('missing')))).resolves.toEqual({ _tag: 'NotFound', resource: 'ApiKey', id: 'missing' });
    });

    it('answers VersionMismatch when the expected version is not the current one', async () => {
      const { world, owner, id } = await setUp();
      await expect(left(change(world)(owner, id, [7]))).resolves.toEqual({ _tag: 'VersionMismatch', resource: 'ApiKey', id, current: 1 });
      await expect(right(change(world)(owner, id, [1]))).resolves.toMatchObject({ id });
    });

    it('answers Conflict when the key changed between read and write', async () => {
      const { world, owner, id, issued } = await setUp();
      // A stale copy that each change has to write: active for deactivate, inactive for reactivate.
      const stale = { ...issued.key, name: 'stale', status: _name === 'reactivate' ? ('inactive' as const) : ('active' as const) };
      await right(world.apiKeys.update({ ...issued.key, name: 'meanwhile', status: 'inactive', version: 2 }));
      jest.spyOn(world.apiKeys, 'findByIdForUser').mockReturnValue(TE.right(O.some(stale)));
      await expect(change(world)(owner, id)()).resolves.toEqual(E.left({ _tag: 'Conflict', code: 'concurrent_update', detail: expect.any(String) }));
    });
  });
});
