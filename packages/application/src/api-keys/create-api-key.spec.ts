import { parseApiKeySecret } from '@quire/domain/accounts/api-key-secret';
import { tenantId } from '@quire/domain/ids';
import * as E from 'fp-ts/Either';
import { inMemoryWorld, left, right, seedMember, type World } from '../../test/in-memory-world';
import { createApiKey } from './create-api-key';
import type { Principal } from '../principal';

const setUp = async () => {
  const world = inMemoryWorld();
  const { tenant, user } = await seedMember(world);
  const principal: Principal = { tenantId: tenant.id, userId: user.id, keyId: 'k' as Principal['keyId'], keyPrefix: 'qk_x', memberRole: 'owner', keyRole: 'owner' };
  return { world, tenant, user, principal, create: createApiKey(world) };
};

const storedDigests = async (world: World, principal: Principal) => (await right(world.apiKeys.listByUser(principal.userId))).map((key) => key.digest);

describe('createApiKey', () => {
  describe('when no tenant is given', () => {
    it("creates an active key in the caller's tenant and answers its secret once", async () => {
      const { world, principal, create } = await setUp();
      const { key, secret } = await right(create({ principal, name: '  deploy  ' }));
      expect(key).toMatchObject({ name: 'deploy', tenantId: principal.tenantId, userId: principal.userId, status: 'active', version: 1 });
      expect(E.isRight(parseApiKeySecret(secret))).toBe(true);
      expect(key.prefix).toBe(secret.slice(0, 12));
      expect(await storedDigests(world, principal)).toEqual([world.hasher.digest(secret)]);
      expect(JSON.stringify(key)).not.toContain(secret);
    });
  });

  describe('when another tenant of the caller is given', () => {
    it('creates the key there', async () => {
      const { world, principal, create, user } = await setUp();
      const { tenant: second } = await seedMember(world, undefined, user);
      const { key } = await right(create({ principal, name: 'there', tenantId: second.id }));
      expect(key.tenantId).toBe(second.id);
    });
  });

  describe('when the caller is not a member of the given tenant', () => {
    it('is forbidden and stores nothing', async () => {
      const { world, principal, create } = await setUp();
      const { tenant: foreign } = await seedMember(world);
      await expect(left(create({ principal, name: 'x', tenantId: foreign.id }))).resolves.toEqual({ _tag: 'Forbidden', reason: 'not_a_member' });
      await expect(left(create({ principal, name: 'x', tenantId: tenantId('no-such-tenant') }))).resolves.toMatchObject({ _tag: 'Forbidden' });
      expect(await storedDigests(world, principal)).toEqual([]);
    });
  });

  describe('roles', () => {
    it("gives the key the caller's role unless asked for a lesser one", async () => {
      const { principal, create } = await setUp();
      await expect(right(create({ principal, name: 'default' }))).resolves.toMatchObject({ key: { role: 'owner' } });
      await expect(right(create({ principal, name: 'audit', role: 'auditor' }))).resolves.toMatchObject({ key: { role: 'auditor' } });
      const drafter: Principal = { ...principal, memberRole: 'drafter', keyRole: 'drafter' };
      await expect(right(create({ principal: drafter, name: 'mine' }))).resolves.toMatchObject({ key: { role: 'drafter' } });
    });

    it("refuses a role above the caller's role in the tenant, or above the calling key's", async () => {
      const { world, principal, create, user } = await setUp();
      const { tenant: second } = await seedMember(world, undefined, user, 'author');
      await expect(left(create({ principal, name: 'x', tenantId: second.id, role: 'owner' }))).resolves.toMatchObject({ _tag: 'Validation', errors: [{ path: 'role' }] });
      await expect(right(create({ principal, name: 'x', tenantId: second.id }))).resolves.toMatchObject({ key: { role: 'author', tenantId: second.id } });
      const auditorKey: Principal = { ...principal, keyRole: 'auditor' };
      await expect(left(create({ principal: auditorKey, name: 'x', role: 'owner' }))).resolves.toMatchObject({ _tag: 'Validation', errors: [{ path: 'role' }] });
      await expect(right(create({ principal: auditorKey, name: 'x' }))).resolves.toMatchObject({ key: { role: 'auditor' } });
      // An auditor's key of an author shares no role with them: it makes no key at all.
      await expect(left(create({ principal: auditorKey, name: 'x', tenantId: second.id }))).resolves.toMatchObject({ _tag: 'Forbidden' });
    });
  });

  describe('when the name is blank', () => {
    it('is a validation error on name', async () => {
      const { principal, create } = await setUp();
      await expect(left(create({ principal, name: '   ' }))).resolves.toEqual({ _tag: 'Validation', errors: [{ path: 'name', message: 'must not be empty' }] });
    });
  });
});
