import { tenantId } from '@quire/domain/ids';
import * as O from 'fp-ts/Option';
import { arbitraryTenant } from '@quire/testing/builders/accounts';
import { inMemoryWorld, left, right } from '../../test/in-memory-world';
import { createUser } from './create-user';

describe('createUser', () => {
  describe('without a tenant', () => {
    it('stores the user with a normalised e-mail and no membership', async () => {
      const world = inMemoryWorld();
      const user = await right(createUser(world)({ email: ' Ada@Example.COM ', name: 'Ada' }));
      expect(user).toMatchObject({ email: 'ada@example.com', name: 'Ada' });
      await expect(right(world.users.findByEmail('ada@example.com'))).resolves.toMatchObject({ _tag: 'Some' });
    });
  });

  describe('with an existing tenant', () => {
    it('makes the user an owner of it', async () => {
      const world = inMemoryWorld();
      const tenant = arbitraryTenant();
      await right(world.tenants.insert(tenant));
      const user = await right(createUser(world)({ email: 'bo@example.com', name: 'Bo', tenantId: tenant.id }));
      await expect(right(world.members.roleOf(tenant.id, user.id))).resolves.toEqual(O.some('owner'));
    });
  });

  describe('with a tenant that does not exist', () => {
    it('is NotFound and stores no user', async () => {
      const world = inMemoryWorld();
      await expect(left(createUser(world)({ email: 'c@example.com', name: 'C', tenantId: tenantId('nope') }))).resolves.toEqual({
        _tag: 'NotFound',
        resource: 'Tenant',
        id: 'nope',
      });
      await expect(right(world.users.findByEmail('c@example.com'))).resolves.toMatchObject({ _tag: 'None' });
    });
  });

  describe('when the e-mail is taken', () => {
    it('is a Conflict with code email_taken', async () => {
      const world = inMemoryWorld();
      await right(createUser(world)({ email: 'd@example.com', name: 'D' }));
      await expect(left(createUser(world)({ email: 'D@example.com', name: 'D2' }))).resolves.toMatchObject({ _tag: 'Conflict', code: 'email_taken' });
    });
  });

  describe('when the e-mail is not one', () => {
    it('is a validation error on email', async () => {
      const world = inMemoryWorld();
      await expect(left(createUser(world)({ email: 'nope', name: 'E' }))).resolves.toEqual({
        _tag: 'Validation',
        errors: [{ path: 'email', message: 'must be an e-mail address' }],
      });
    });
  });
});
