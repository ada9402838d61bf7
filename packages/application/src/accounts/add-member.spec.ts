import { tenantId } from '@quire/domain/ids';
import * as O from 'fp-ts/Option';
import { inMemoryWorld, left, right } from '../../test/in-memory-world';
import { addMember } from './add-member';
import { createTenant } from './create-tenant';
import { createUser } from './create-user';

describe('addMember', () => {
  const setUp = async () => {
    const world = inMemoryWorld();
    const home = await right(createTenant(world)({ name: 'Home' }));
    const other = await right(createTenant(world)({ name: 'Other' }));
    const user = await right(createUser(world)({ email: 'sam@home.test', name: 'Sam', tenantId: home.id }));
    return { world, home, other, user };
  };

  it('makes an existing user, found by id or e-mail, a member of another tenant with the role', async () => {
    const { world, other, user } = await setUp();
    await expect(right(addMember(world)({ tenantId: other.id, user: 'SAM@home.test', role: 'drafter' }))).resolves.toEqual({ user, added: true, role: 'drafter' });
    await expect(right(world.members.roleOf(other.id, user.id))).resolves.toEqual(O.some('drafter'));
    await expect(right(addMember(world)({ tenantId: other.id, user: user.id, role: 'owner' }))).resolves.toEqual({ user, added: false, role: 'drafter' });
  });

  it('is NotFound for a user or a tenant that does not exist', async () => {
    const { world, other } = await setUp();
    await expect(left(addMember(world)({ tenantId: other.id, user: 'nobody@home.test', role: 'owner' }))).resolves.toMatchObject({ _tag: 'NotFound', resource: 'User' });
    await expect(left(addMember(world)({ tenantId: tenantId('nope'), user: 'sam@home.test', role: 'owner' }))).resolves.toMatchObject({ _tag: 'NotFound', resource: 'Tenant' });
  });
});
