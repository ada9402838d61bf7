import { formatApiKeySecret } from '@quire/domain/accounts/api-key-secret';
import type { Role } from '@quire/domain/accounts/role';
import type { Tenant } from '@quire/domain/accounts/tenant';
import type { User } from '@quire/domain/accounts/user';
import { arbitraryTenant, arbitraryUser } from '@quire/testing/builders/accounts';
import { CountingRandomSource } from '@quire/testing/counting-random-source';
import { FakeKeyHasher } from '@quire/testing/fake-key-hasher';
import { FixedClock } from '@quire/testing/fixed-clock';
import { InMemoryApiKeyRepository } from '@quire/testing/in-memory/api-key-repository';
import { InMemoryMemberRepository } from '@quire/testing/in-memory/member-repository';
import { InMemorySessionRepository } from '@quire/testing/in-memory/session-repository';
import { InMemoryTenantRepository } from '@quire/testing/in-memory/tenant-repository';
import { InMemoryUserRepository } from '@quire/testing/in-memory/user-repository';
import { SequentialIdGenerator } from '@quire/testing/sequential-id-generator';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';

/** Every port the use cases need, in memory. */
export const inMemoryWorld = () => {
  const apiKeys = new InMemoryApiKeyRepository();
  const users = new InMemoryUserRepository();
  return {
    apiKeys,
    users,
    members: new InMemoryMemberRepository(users, apiKeys),
    sessions: new InMemorySessionRepository(),
    tenants: new InMemoryTenantRepository(),
    ids: new SequentialIdGenerator(),
    random: new CountingRandomSource(),
    hasher: new FakeKeyHasher(),
    clock: new FixedClock(new Date('2026-03-01T10:00:00.000Z')),
  };
};
export type World = ReturnType<typeof inMemoryWorld>;

/** A tenant and a user who is its member (an owner unless `role` says otherwise), stored in the world. */
export const seedMember = async (world: World, tenant: Tenant = arbitraryTenant(), user: User = arbitraryUser(), role: Role = 'owner') => {
  await world.tenants.insert(tenant)();
  await world.users.insert(user)();
  await world.members.add({ tenantId: tenant.id, userId: user.id, role, createdAt: world.clock.now() }, 1000)();
  return { tenant, user };
};

/** Runs a task and answers its right value, failing the test on a left. */
export const right = async <A>(task: TE.TaskEither<unknown, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error(`expected a right, got ${JSON.stringify(result.left)}`);
  return result.right;
};

/** Runs a task and answers its left value, failing the test on a right. */
export const left = async <L>(task: TE.TaskEither<L, unknown>): Promise<L> => {
  const result = await task();
  if (E.isRight(result)) throw new Error(`expected a left, got ${JSON.stringify(result.right)}`);
  return result.left;
};

/** A well-formed secret (valid checksum) that no key was issued for. */
export const neverIssuedSecret = (): string => formatApiKeySecret(Uint8Array.from({ length: 32 }, (_, i) => 255 - i));
