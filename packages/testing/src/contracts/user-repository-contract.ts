import { userId } from '@quire/domain/ids';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import * as O from 'fp-ts/Option';
import { arbitraryTenant, arbitraryUser } from '../builders/accounts';
import { type MakeFixture, useFixture } from './contract-fixture';
import { expectLeft, expectRight } from './run-task';

/** The behaviour every UserRepository adapter must have. `tenants` stores the tenants memberships point to. */
export const userRepositoryContract = (make: MakeFixture<UserRepository, { tenants: TenantRepository }>): void => {
  describe('UserRepository contract', () => {
    const fixture = useFixture(make);
    const givenTenant = async () => {
      const tenant = arbitraryTenant();
      await expectRight(fixture().tenants.insert(tenant));
      return tenant;
    };
    const givenUser = async () => {
      const user = arbitraryUser();
      await expectRight(fixture().adapter.insert(user));
      return user;
    };

    describe('when a user is inserted', () => {
      it('is found by id with every field intact', async () => {
        const user = arbitraryUser({ createdAt: new Date('2026-02-03T04:05:06.789Z'), version: 2 });
        await expectRight(fixture().adapter.insert(user));
        expect(await expectRight(fixture().adapter.findById(user.id))).toEqual(O.some(user));
      });

      it('is found by e-mail, whatever the case and surrounding spaces of the query', async () => {
        const user = await givenUser();
        expect(await expectRight(fixture().adapter.findByEmail(user.email))).toEqual(O.some(user));
        expect(await expectRight(fixture().adapter.findByEmail(`  ${user.email.toUpperCase()} `))).toEqual(O.some(user));
      });
    });

    describe('when another user has the e-mail', () => {
      it('refuses the insert with EmailTaken and keeps the first user', async () => {
        const first = await givenUser();
        const second = arbitraryUser({ email: first.email });
        expect(await expectLeft(fixture().adapter.insert(second))).toEqual({ _tag: 'EmailTaken', email: first.email });
        expect(await expectRight(fixture().adapter.findById(second.id))).toEqual(O.none);
        expect(await expectRight(fixture().adapter.findByEmail(first.email))).toEqual(O.some(first));
      });
    });

    describe('when nothing matches', () => {
      it('finds no user by id or e-mail', async () => {
        expect(await expectRight(fixture().adapter.findById(userId('no-such-user')))).toEqual(O.none);
        expect(await expectRight(fixture().adapter.findByEmail('nobody@example.com'))).toEqual(O.none);
      });
    });

    describe('memberships', () => {
      it('makes the user a member of that tenant only', async () => {
        const [tenant, other, user] = [await givenTenant(), await givenTenant(), await givenUser()];
        await expectRight(fixture().adapter.addMembership({ tenantId: tenant.id, userId: user.id, createdAt: new Date('2026-01-02T00:00:00.000Z') }));
        expect(await expectRight(fixture().adapter.isMember(tenant.id, user.id))).toBe(true);
        expect(await expectRight(fixture().adapter.isMember(other.id, user.id))).toBe(false);
      });

      it('is idempotent: adding the same membership twice succeeds', async () => {
        const [tenant, user] = [await givenTenant(), await givenUser()];
        const membership = { tenantId: tenant.id, userId: user.id, createdAt: new Date('2026-01-02T00:00:00.000Z') };
        await expectRight(fixture().adapter.addMembership(membership));
        await expectRight(fixture().adapter.addMembership({ ...membership, createdAt: new Date('2026-01-03T00:00:00.000Z') }));
        expect(await expectRight(fixture().adapter.isMember(tenant.id, user.id))).toBe(true);
      });

      it('lets one user belong to several tenants', async () => {
        const [first, second, user] = [await givenTenant(), await givenTenant(), await givenUser()];
        const createdAt = new Date('2026-01-02T00:00:00.000Z');
        await expectRight(fixture().adapter.addMembership({ tenantId: first.id, userId: user.id, createdAt }));
        await expectRight(fixture().adapter.addMembership({ tenantId: second.id, userId: user.id, createdAt }));
        expect(await expectRight(fixture().adapter.isMember(first.id, user.id))).toBe(true);
        expect(await expectRight(fixture().adapter.isMember(second.id, user.id))).toBe(true);
      });

      it("lists the user's memberships, oldest first, and no one else's", async () => {
        const [first, second, user, other] = [await givenTenant(), await givenTenant(), await givenUser(), await givenUser()];
        const older = { tenantId: second.id, userId: user.id, createdAt: new Date('2026-01-02T00:00:00.000Z') };
        const newer = { tenantId: first.id, userId: user.id, createdAt: new Date('2026-01-03T00:00:00.000Z') };
        await expectRight(fixture().adapter.addMembership(newer));
        await expectRight(fixture().adapter.addMembership(older));
        await expectRight(fixture().adapter.addMembership({ tenantId: first.id, userId: other.id, createdAt: older.createdAt }));
        expect(await expectRight(fixture().adapter.membershipsOf(user.id))).toEqual([older, newer]);
        expect(await expectRight(fixture().adapter.membershipsOf(userId('no-such-user')))).toEqual([]);
      });
    });
  });
};
