import type { Role } from '@quire/domain/accounts/role';
import { type TenantId, userId } from '@quire/domain/ids';
import type { ApiKeyRepository } from '@quire/ports/accounts/api-key-repository';
import type { MemberRepository } from '@quire/ports/accounts/member-repository';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { arbitraryApiKey, arbitraryUser } from '../builders/accounts';
import { type MakeFixture, useFixture } from './contract-fixture';
import { givenTenant } from './given-tenant';
import { expectLeft, expectRight } from './run-task';

type Stores = { tenants: TenantRepository; users: UserRepository; apiKeys: ApiKeyRepository };

const SINCE = new Date('2026-01-02T03:04:05.678Z');
const LIMIT = 100;

/** The behaviour every MemberRepository adapter must have; `tenants`, `users` and `apiKeys` store what memberships point to and what a removal changes. */
export const memberRepositoryContract = (make: MakeFixture<MemberRepository, Stores>): void => {
  describe('MemberRepository contract', () => {
    const fixture = useFixture(make);
    const members = () => fixture().adapter;
    const givenTenantId = () => givenTenant(fixture());
    const givenMember = async (tenantId: TenantId, role: Role, email?: string) => {
      const user = arbitraryUser(email === undefined ? {} : { email });
      await expectRight(fixture().users.insert(user));
      await expectRight(members().add({ tenantId, userId: user.id, role, createdAt: SINCE }, LIMIT));
      return user;
    };
    const roleOf = async (tenantId: TenantId, user: { id: ReturnType<typeof userId> }) => expectRight(members().roleOf(tenantId, user.id));

    describe('adding a member', () => {
      it('makes the user a member of that tenant only, with the role', async () => {
        const [tenant, other] = [await givenTenantId(), await givenTenantId()];
        const user = await givenMember(tenant, 'author');
        expect(await roleOf(tenant, user)).toEqual(O.some('author'));
        expect(await roleOf(other, user)).toEqual(O.none);
        expect(await expectRight(members().find(tenant, user.id))).toEqual(O.some({ user, role: 'author', since: SINCE }));
      });

      it('refuses a user who is a member already, keeping the role', async () => {
        const tenant = await givenTenantId();
        const user = await givenMember(tenant, 'drafter');
        expect(await expectLeft(members().add({ tenantId: tenant, userId: user.id, role: 'owner', createdAt: SINCE }, LIMIT))).toEqual({ _tag: 'AlreadyMember' });
        expect(await roleOf(tenant, user)).toEqual(O.some('drafter'));
      });

      it('refuses a member past the limit of the tenant', async () => {
        const tenant = await givenTenantId();
        await givenMember(tenant, 'owner');
        const user = arbitraryUser();
        await expectRight(fixture().users.insert(user));
        expect(await expectLeft(members().add({ tenantId: tenant, userId: user.id, role: 'drafter', createdAt: SINCE }, 1))).toEqual({ _tag: 'MemberLimitReached', limit: 1 });
        expect(await roleOf(tenant, user)).toEqual(O.none);
      });

      it('lets one user belong to several tenants with a role in each', async () => {
        const [first, second] = [await givenTenantId(), await givenTenantId()];
        const user = await givenMember(first, 'owner');
        await expectRight(members().add({ tenantId: second, userId: user.id, role: 'auditor', createdAt: SINCE }, LIMIT));
        expect([await roleOf(first, user), await roleOf(second, user)]).toEqual([O.some('owner'), O.some('auditor')]);
      });
    });

    describe("a user's memberships", () => {
      it('lists them in every tenant, oldest first, at most the limit, and no one else\'s', async () => {
        const [first, second] = [await givenTenantId(), await givenTenantId()];
        const user = arbitraryUser();
        await expectRight(fixture().users.insert(user));
        const older = { tenantId: second, userId: user.id, role: 'drafter' as const, createdAt: SINCE };
        const newer = { tenantId: first, userId: user.id, role: 'owner' as const, createdAt: new Date(SINCE.getTime() + 1) };
        await expectRight(members().add(newer, LIMIT));
        await expectRight(members().add(older, LIMIT));
        await givenMember(first, 'author');
        expect(await expectRight(members().membershipsOf(user.id, LIMIT))).toEqual([older, newer]);
        expect(await expectRight(members().membershipsOf(user.id, 1))).toEqual([older]);
        expect(await expectRight(members().membershipsOf(userId('no-such-user'), LIMIT))).toEqual([]);
      });
    });

    describe('listing', () => {
      it("answers the tenant's members by e-mail, at most the limit, and no one else", async () => {
        const tenant = await givenTenantId();
        const tag = String(tenant);
        const b = await givenMember(tenant, 'drafter', `b-${tag}@example.com`);
        const a = await givenMember(tenant, 'owner', `a-${tag}@example.com`);
        const c = await givenMember(tenant, 'auditor', `c-${tag}@example.com`);
        await givenMember(await givenTenantId(), 'owner');
        const listed = await expectRight(members().list(tenant, LIMIT));
        expect(listed.map((member) => [member.user.id, member.role])).toEqual([
          [a.id, 'owner'],
          [b.id, 'drafter'],
          [c.id, 'auditor'],
        ]);
        expect(listed[0]).toEqual({ user: a, role: 'owner', since: SINCE });
        expect((await expectRight(members().list(tenant, 2))).length).toBe(2);
      });
    });

    describe('changing a role', () => {
      it("changes the member's role and the keys' revision", async () => {
        const tenant = await givenTenantId();
        await givenMember(tenant, 'owner');
        const user = await givenMember(tenant, 'drafter');
        const before = await expectRight(fixture().apiKeys.revision());
        await expectRight(members().changeRole(tenant, user.id, 'author'));
        expect(await roleOf(tenant, user)).toEqual(O.some('author'));
        expect(await expectRight(fixture().apiKeys.revision())).not.toBe(before);
      });

      it('refuses to demote the last owner, and lets one of two go', async () => {
        const tenant = await givenTenantId();
        const first = await givenMember(tenant, 'owner');
        expect(await expectLeft(members().changeRole(tenant, first.id, 'author'))).toEqual({ _tag: 'LastOwner' });
        const second = await givenMember(tenant, 'owner');
        await expectRight(members().changeRole(tenant, first.id, 'author'));
        expect(await expectLeft(members().changeRole(tenant, second.id, 'drafter'))).toEqual({ _tag: 'LastOwner' });
        expect([await roleOf(tenant, first), await roleOf(tenant, second)]).toEqual([O.some('author'), O.some('owner')]);
      });

      it('refuses a user who is no member of the tenant', async () => {
        const member = await givenMember(await givenTenantId(), 'owner');
        expect(await expectLeft(members().changeRole(await givenTenantId(), member.id, 'author'))).toEqual({ _tag: 'NotAMember' });
        expect(await expectLeft(members().changeRole(await givenTenantId(), userId('no-such-user'), 'author'))).toEqual({ _tag: 'NotAMember' });
      });

      it('lets only one of two owners demoting each other at once succeed', async () => {
        const tenant = await givenTenantId();
        const [a, b] = [await givenMember(tenant, 'owner'), await givenMember(tenant, 'owner')];
        const outcomes = await Promise.all([members().changeRole(tenant, a.id, 'drafter')(), members().changeRole(tenant, b.id, 'drafter')()]);
        expect(outcomes.filter(E.isRight)).toHaveLength(1);
        expect(outcomes.filter(E.isLeft).map((outcome) => outcome.left)).toEqual([{ _tag: 'LastOwner' }]);
        const roles = [await roleOf(tenant, a), await roleOf(tenant, b)];
        expect(roles.filter((role) => O.isSome(role) && role.value === 'owner')).toHaveLength(1);
      });
    });

    describe('removing a member', () => {
      it("ends the membership and deactivates the member's keys in that tenant only", async () => {
        const [tenant, other] = [await givenTenantId(), await givenTenantId()];
        await givenMember(tenant, 'owner');
        const user = await givenMember(tenant, 'drafter');
        await expectRight(members().add({ tenantId: other, userId: user.id, role: 'owner', createdAt: SINCE }, LIMIT));
        const here = arbitraryApiKey({ tenantId: tenant, userId: user.id });
        const inactive = arbitraryApiKey({ tenantId: tenant, userId: user.id, status: 'inactive' });
        const there = arbitraryApiKey({ tenantId: other, userId: user.id });
        for (const key of [here, inactive, there]) await expectRight(fixture().apiKeys.insert(key));
        const before = await expectRight(fixture().apiKeys.revision());
        const now = new Date('2026-06-01T00:00:00.000Z');

        expect(await expectRight(members().remove(tenant, user.id, now))).toEqual({ keysDeactivated: 1 });

        expect(await roleOf(tenant, user)).toEqual(O.none);
        expect(await roleOf(other, user)).toEqual(O.some('owner'));
        expect(await expectRight(fixture().apiKeys.findByIdForUser(user.id, here.id))).toEqual(O.some({ ...here, status: 'inactive', updatedAt: now, version: here.version + 1 }));
        expect(await expectRight(fixture().apiKeys.findByIdForUser(user.id, inactive.id))).toEqual(O.some(inactive));
        expect(await expectRight(fixture().apiKeys.findByIdForUser(user.id, there.id))).toEqual(O.some(there));
        expect(await expectRight(fixture().apiKeys.revision())).not.toBe(before);
      });

      it('refuses to remove the last owner, and a user who is no member', async () => {
        const tenant = await givenTenantId();
        const owner = await givenMember(tenant, 'owner');
        expect(await expectLeft(members().remove(tenant, owner.id, SINCE))).toEqual({ _tag: 'LastOwner' });
        expect(await roleOf(tenant, owner)).toEqual(O.some('owner'));
        expect(await expectLeft(members().remove(await givenTenantId(), owner.id, SINCE))).toEqual({ _tag: 'NotAMember' });
      });
    });
  });
};
