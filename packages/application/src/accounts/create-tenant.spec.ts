import * as O from 'fp-ts/Option';
import { inMemoryWorld, left, right } from '../../test/in-memory-world';
import { createTenant } from './create-tenant';

describe('createTenant', () => {
  describe('when the name is valid', () => {
    it('stores a tenant with a new id', async () => {
      const world = inMemoryWorld();
      const tenant = await right(createTenant(world)({ name: ' Acme ' }));
      expect(tenant).toMatchObject({ name: 'Acme', version: 1, createdAt: world.clock.now() });
      await expect(right(world.tenants.findById(tenant.id))).resolves.toEqual(O.some(tenant));
    });
  });

  describe('when the name is empty', () => {
    it('is a validation error and stores nothing', async () => {
      const world = inMemoryWorld();
      await expect(left(createTenant(world)({ name: '' }))).resolves.toMatchObject({ _tag: 'Validation', errors: [{ path: 'name' }] });
      await expect(right(world.tenants.count())).resolves.toBe(0);
    });
  });

  describe('when another tenant has the name, in any case', () => {
    it('is a tenant_name_taken conflict and stores nothing', async () => {
      const world = inMemoryWorld();
      const first = await right(createTenant(world)({ name: 'Acme LLP' }));
      await expect(left(createTenant(world)({ name: '  acme llp ' }))).resolves.toEqual({
        _tag: 'Conflict',
        code: 'tenant_name_taken',
        detail: `a tenant named "Acme LLP" already exists (${first.id})`,
      });
      await expect(right(world.tenants.count())).resolves.toBe(1);
    });
  });
});
