import { userId } from '@quire/domain/ids';
import * as O from 'fp-ts/Option';
import { arbitrarySession } from '@quire/testing/builders/sessions';
import { inMemoryWorld, left, right, seedMember } from '../../test/in-memory-world';
import { issueApiKey } from '../accounts/issue-api-key';
import type { Principal } from '../principal';
import { memberUseCases } from './member-use-cases';
import type { Ports } from '@quire/ports/ports';

const setUp = async () => {
  const world = inMemoryWorld();
  const { tenant, user } = await seedMember(world);
  const owner: Principal = { tenantId: tenant.id, userId: user.id, keyId: 'k' as Principal['keyId'], keyPrefix: 'qk_x', memberRole: 'owner', keyRole: 'owner' };
  // The member use cases take only the ports the in-memory world has.
  const members = memberUseCases(world as unknown as Ports);
  return { world, tenant, user, owner, members };
};

describe('members', () => {
  it('adds a person by e-mail, making the user when the installation does not know them, and lists them by e-mail', async () => {
    const { world, owner, user, members } = await setUp();
    const added = await right(members.addMemberByEmail({ principal: owner, email: ' Zoe@Example.com ', role: 'drafter' }));
    expect(added).toMatchObject({ user: { email: 'zoe@example.com', name: 'Zoe' }, role: 'drafter' });
    const known = await seedMember(world);
    const again = await right(members.addMemberByEmail({ principal: owner, email: known.user.email, name: 'Ignored', role: 'auditor' }));
    expect(again).toMatchObject({ user: known.user, role: 'auditor' });
    const listed = await right(members.listMembers(owner));
    expect(listed.map((member) => [member.user.email, member.role])).toEqual(
      [
        [user.email, 'owner'],
        [known.user.email, 'auditor'],
        ['zoe@example.com', 'drafter'],
      ].sort((a, b) => ((a[0] ?? '') < (b[0] ?? '') ? -1 : 1)),
    );
  });

  it('refuses a member already there (409 already_a_member) and a malformed e-mail', async () => {
    const { owner, user, members } = await setUp();
    await expect(left(members.addMemberByEmail({ principal: owner, email: user.email, role: 'drafter' }))).resolves.toMatchObject({ _tag: 'Conflict', code: 'already_a_member' });
    await expect(left(members.addMemberByEmail({ principal: owner, email: 'not an e-mail', role: 'drafter' }))).resolves.toMatchObject({ _tag: 'Validation', errors: [{ path: 'email' }] });
  });

  it('changes a role, never leaving the tenant without an owner', async () => {
    const { owner, user, members } = await setUp();
    await expect(left(members.changeMemberRole({ principal: owner, userId: user.id, role: 'author' }))).resolves.toMatchObject({ _tag: 'Conflict', code: 'last_owner' });
    const other = await right(members.addMemberByEmail({ principal: owner, email: 'two@example.com', role: 'owner' }));
    await expect(right(members.changeMemberRole({ principal: owner, userId: user.id, role: 'author' }))).resolves.toMatchObject({ user, role: 'author' });
    await expect(left(members.changeMemberRole({ principal: owner, userId: other.user.id, role: 'auditor' }))).resolves.toMatchObject({ code: 'last_owner' });
    await expect(left(members.changeMemberRole({ principal: owner, userId: userId('nobody'), role: 'auditor' }))).resolves.toMatchObject({ _tag: 'NotFound', resource: 'Member' });
  });

  it("removes a member, deactivating their keys and ending their sessions in the tenant; not the last owner; another tenant's member is NotFound", async () => {
    const { world, tenant, owner, user, members } = await setUp();
    const drafter = await right(members.addMemberByEmail({ principal: owner, email: 'dee@example.com', role: 'drafter' }));
    const issued = await right(issueApiKey(world)({ tenantId: tenant.id, userId: drafter.user.id, name: 'dee' }));
    const session = arbitrarySession({ tenantId: tenant.id, userId: drafter.user.id });
    const elsewhere = arbitrarySession({ userId: drafter.user.id });
    await right(world.sessions.insert(session));
    await right(world.sessions.insert(elsewhere));
    await expect(right(members.removeMember({ principal: owner, userId: drafter.user.id }))).resolves.toEqual({ keysDeactivated: 1 });
    await expect(right(world.apiKeys.findByIdForUser(drafter.user.id, issued.key.id))).resolves.toEqual(O.some(expect.objectContaining({ status: 'inactive' })));
    // Their sessions in the tenant end with the membership; one in another tenant does not.
    await expect(right(world.sessions.findByDigest(session.digest))).resolves.toEqual(O.none);
    await expect(right(world.sessions.findByDigest(elsewhere.digest))).resolves.toEqual(O.some(elsewhere));
    await expect(left(members.getMember({ principal: owner, userId: drafter.user.id }))).resolves.toMatchObject({ _tag: 'NotFound' });
    await expect(left(members.removeMember({ principal: owner, userId: user.id }))).resolves.toMatchObject({ code: 'last_owner' });
    const stranger = await seedMember(world);
    await expect(left(members.removeMember({ principal: owner, userId: stranger.user.id }))).resolves.toMatchObject({ _tag: 'NotFound', resource: 'Member' });
  });
});
