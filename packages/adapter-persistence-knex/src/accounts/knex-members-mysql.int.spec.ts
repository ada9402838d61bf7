import type { Role } from '@quire/domain/accounts/role';
import type { TenantId, UserId } from '@quire/domain/ids';
import { arbitraryApiKey, arbitraryTenant, arbitraryUser } from '@quire/testing/builders/accounts';
import { expectRight } from '@quire/testing/contracts/run-task';
import * as E from 'fp-ts/Either';
import { useMigratedDatabase } from '../../test/migrated-database';
import { KnexApiKeyRepository } from './knex-api-key-repository';
import { KnexMemberRepository } from './knex-member-repository';
import { KnexTenantRepository } from './knex-tenant-repository';
import { KnexUserRepository } from './knex-user-repository';

const ROUNDS = 10;
const SINCE = new Date('2026-01-02T00:00:00.000Z');

/**
 * The last-owner rule under real concurrency, on MariaDB at READ COMMITTED: changes of one tenant's
 * members sent at the same moment on two connections of the pool. Never skipped: fails when the
 * server is unreachable.
 */
describe('KnexMemberRepository on MySQL/MariaDB, changes at once', () => {
  const db = useMigratedDatabase('mysql');
  const members = () => new KnexMemberRepository(db());

  const givenTenantOf = async (roles: ReadonlyArray<Role>): Promise<{ tenantId: TenantId; userIds: ReadonlyArray<UserId> }> => {
    const tenant = arbitraryTenant();
    await expectRight(new KnexTenantRepository(db()).insert(tenant));
    const userIds: UserId[] = [];
    for (const role of roles) {
      const user = arbitraryUser();
      await expectRight(new KnexUserRepository(db()).insert(user));
      await expectRight(members().add({ tenantId: tenant.id, userId: user.id, role, createdAt: SINCE }, 100));
      userIds.push(user.id);
    }
    return { tenantId: tenant.id, userIds };
  };
  const counted = async (table: string, where: Record<string, string>): Promise<number> => Number(((await db()(table).where(where).count({ n: '*' })) as ReadonlyArray<{ n: unknown }>)[0]?.n);
  const owners = (tenantId: TenantId): Promise<number> => counted('memberships', { tenant_id: tenantId, role: 'owner' });

  it('lets exactly one of two owners demoting each other at once succeed, every time', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { tenantId, userIds } = await givenTenantOf(['owner', 'owner']);
      const outcomes = await Promise.all(userIds.map((userId) => members().changeRole(tenantId, userId, 'drafter')()));
      expect(outcomes.filter(E.isRight)).toHaveLength(1);
      expect(outcomes.filter(E.isLeft).map((outcome) => outcome.left)).toEqual([{ _tag: 'LastOwner' }]);
      expect(await owners(tenantId)).toBe(1);
    }
  });

  it('lets exactly one of two owners removing each other at once succeed, and deactivates only that one’s keys', async () => {
    const keys = new KnexApiKeyRepository(db());
    for (let round = 0; round < ROUNDS; round++) {
      const { tenantId, userIds } = await givenTenantOf(['owner', 'owner']);
      for (const userId of userIds) await expectRight(keys.insert(arbitraryApiKey({ tenantId, userId })));
      const now = new Date('2026-06-01T00:00:00.000Z');
      const [first, second] = userIds as [UserId, UserId];
      const outcomes = await Promise.all([members().remove(tenantId, first, now)(), members().remove(tenantId, second, now)()]);
      expect(outcomes.filter(E.isRight).map((outcome) => outcome.right)).toEqual([{ keysDeactivated: 1 }]);
      expect(outcomes.filter(E.isLeft).map((outcome) => outcome.left)).toEqual([{ _tag: 'LastOwner' }]);
      expect(await owners(tenantId)).toBe(1);
      expect(await counted('api_keys', { tenant_id: tenantId, status: 'active' })).toBe(1);
    }
  });

  it('keeps an owner when one is demoted and the other removed at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { tenantId, userIds } = await givenTenantOf(['owner', 'owner', 'drafter']);
      const [first, second] = userIds as [UserId, UserId];
      const outcomes = await Promise.all([members().changeRole(tenantId, first, 'auditor')(), members().remove(tenantId, second, SINCE)()]);
      expect(outcomes.filter((outcome) => outcome._tag === 'Right')).toHaveLength(1);
      expect(await owners(tenantId)).toBe(1);
    }
  });
});
