import * as O from 'fp-ts/Option';
import { inMemoryWorld, right, seedMember } from '../../test/in-memory-world';
import { authenticateApiKey } from '../api-keys/authenticate-api-key';
import { bootstrapInstallation } from './bootstrap-installation';

const input = { tenantName: 'Default', userEmail: 'admin@localhost.localdomain', userName: 'Administrator', keyName: 'bootstrap' };

describe('bootstrapInstallation', () => {
  describe('on an empty store', () => {
    it('creates a tenant, a member user and a working key, and answers the secret', async () => {
      const world = inMemoryWorld();
      const result = await right(bootstrapInstallation(world)(input));
      if (O.isNone(result)) throw new Error('expected a bootstrap');
      const { tenant, user, key, secret } = result.value;
      expect(tenant.name).toBe('Default');
      expect(user.email).toBe('admin@localhost.localdomain');
      await expect(right(authenticateApiKey(world)(secret))).resolves.toEqual({ tenantId: tenant.id, userId: user.id, keyId: key.id, keyPrefix: key.prefix, memberRole: 'owner', keyRole: 'owner' });
    });
  });

  describe('on a store that has a tenant', () => {
    it('does nothing', async () => {
      const world = inMemoryWorld();
      await seedMember(world);
      await expect(right(bootstrapInstallation(world)(input))).resolves.toEqual(O.none);
      await expect(right(world.tenants.count())).resolves.toBe(1);
    });
  });

  describe('when run twice', () => {
    it('bootstraps only the first time', async () => {
      const world = inMemoryWorld();
      await right(bootstrapInstallation(world)(input));
      await expect(right(bootstrapInstallation(world)(input))).resolves.toEqual(O.none);
    });
  });
});
