import type { ApiKey } from '@quire/domain/accounts/api-key';
import { apiKeyId } from '@quire/domain/ids';
import type { ApiKeyRepository } from '@quire/ports/accounts/api-key-repository';
import type { MemberRepository } from '@quire/ports/accounts/member-repository';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import * as O from 'fp-ts/Option';
import { arbitraryApiKey, arbitraryTenant } from '../builders/accounts';
import { type MakeFixture, useFixture } from './contract-fixture';
import { givenMember } from './given-member';
import { expectLeft, expectRight } from './run-task';

type Stores = { tenants: TenantRepository; users: UserRepository; members: MemberRepository };

const at = (iso: string): Date => new Date(iso);

/** The behaviour every ApiKeyRepository adapter must have. `tenants` and `users` store the owners keys point to. */
export const apiKeyRepositoryContract = (make: MakeFixture<ApiKeyRepository, Stores>): void => {
  describe('ApiKeyRepository contract', () => {
    const fixture = useFixture(make);
    const repository = () => fixture().adapter;

    const givenOwner = () => givenMember(fixture(), 'owner');
    const givenKey = async (overrides: Partial<ApiKey> = {}) => {
      const key = arbitraryApiKey({ ...(await givenOwner()), ...overrides });
      await expectRight(repository().insert(key));
      return key;
    };

    describe('when a key is inserted', () => {
      it('is found by id for its user with every field intact (milliseconds included)', async () => {
        const key = await givenKey({
          lastUsedAt: at('2026-05-06T07:08:09.123Z'),
          expiresAt: at('2027-01-01T00:00:00.999Z'),
          createdAt: at('2026-05-01T00:00:00.001Z'),
          updatedAt: at('2026-05-02T00:00:00.002Z'),
          status: 'inactive',
          version: 4,
        });
        expect(await expectRight(repository().findByIdForUser(key.userId, key.id))).toEqual(O.some(key));
      });

      it('is found by its digest', async () => {
        const key = await givenKey();
        expect(await expectRight(repository().findByDigest(key.digest))).toEqual(O.some(key));
      });

      it('refuses a second key with the same digest', async () => {
        const key = await givenKey();
        const clash = arbitraryApiKey({ tenantId: key.tenantId, userId: key.userId, digest: key.digest });
        expect(await expectLeft(repository().insert(clash))).toMatchObject({ _tag: 'StorageError' });
      });
    });

    describe('when the key belongs to another user', () => {
      it('is not found for this user', async () => {
        const key = await givenKey();
        const stranger = await givenOwner();
        expect(await expectRight(repository().findByIdForUser(stranger.userId, key.id))).toEqual(O.none);
      });
    });

    describe('when nothing matches', () => {
      it('finds no key by id or digest', async () => {
        const owner = await givenOwner();
        expect(await expectRight(repository().findByIdForUser(owner.userId, apiKeyId('no-such-key')))).toEqual(O.none);
        expect(await expectRight(repository().findByDigest('0'.repeat(64)))).toEqual(O.none);
      });
    });

    describe('listing a user\'s keys', () => {
      it('answers the keys of every tenant of the user, by creation time then id, and no one else\'s', async () => {
        const owner = await givenOwner();
        const secondTenant = arbitraryTenant();
        await expectRight(fixture().tenants.insert(secondTenant));
        await expectRight(fixture().members.add({ tenantId: secondTenant.id, userId: owner.userId, role: 'owner', createdAt: secondTenant.createdAt }, 1000));
        const key = (id: string, createdAt: string, tenantId = owner.tenantId) =>
          arbitraryApiKey({ id: apiKeyId(id), userId: owner.userId, tenantId, createdAt: at(createdAt), updatedAt: at(createdAt) });
        const keys = [
          key(`${owner.userId}-c`, '2026-01-01T00:00:00.002Z'),
          key(`${owner.userId}-b`, '2026-01-01T00:00:00.001Z', secondTenant.id),
          key(`${owner.userId}-a`, '2026-01-01T00:00:00.002Z'),
          key(`${owner.userId}-d`, '2025-12-31T23:59:59.999Z'),
        ];
        for (const each of keys) await expectRight(repository().insert(each));
        await givenKey(); // another user's

        const listed = await expectRight(repository().listByUser(owner.userId));
        expect(listed.map((each) => each.id)).toEqual([`${owner.userId}-d`, `${owner.userId}-b`, `${owner.userId}-a`, `${owner.userId}-c`]);
        expect(listed[0]).toEqual(keys[3]);
      });

      it('answers nothing for a user without keys', async () => {
        const owner = await givenOwner();
        expect(await expectRight(repository().listByUser(owner.userId))).toEqual([]);
      });
    });

    describe('when a key is updated', () => {
      it('stores the change when the version follows the stored one', async () => {
        const key = await givenKey();
        const renamed = { ...key, name: 'Renamed', status: 'inactive' as const, updatedAt: at('2026-06-01T00:00:00.500Z'), version: key.version + 1 };
        await expectRight(repository().update(renamed));
        expect(await expectRight(repository().findByIdForUser(key.userId, key.id))).toEqual(O.some(renamed));
      });

      it('refuses a stale write with VersionConflict and keeps the stored key', async () => {
        const key = await givenKey();
        const first = { ...key, name: 'First', version: key.version + 1 };
        await expectRight(repository().update(first));
        const stale = { ...key, name: 'Stale', version: key.version + 1 };
        expect(await expectLeft(repository().update(stale))).toEqual({ _tag: 'VersionConflict', expected: key.version });
        expect(await expectRight(repository().findByIdForUser(key.userId, key.id))).toEqual(O.some(first));
      });

      it('answers VersionConflict for a key that does not exist', async () => {
        const owner = await givenOwner();
        const ghost = arbitraryApiKey({ ...owner, version: 2 });
        expect(await expectLeft(repository().update(ghost))).toMatchObject({ _tag: 'VersionConflict' });
      });

      it('changes the revision with every change, and not with a stale write or a recorded use', async () => {
        const key = await givenKey();
        const before = await expectRight(repository().revision());
        await expectRight(repository().update({ ...key, status: 'inactive' as const, version: key.version + 1 }));
        const after = await expectRight(repository().revision());
        expect(after).not.toBe(before);
        await expectLeft(repository().update({ ...key, name: 'Stale', version: key.version + 1 }));
        await expectRight(repository().touchLastUsed(key.id, at('2026-07-01T00:00:00.000Z')));
        expect(await expectRight(repository().revision())).toBe(after);
      });

      it('keeps a lastUsedAt recorded since the key was read', async () => {
        const key = await givenKey();
        await expectRight(repository().touchLastUsed(key.id, at('2026-07-01T00:00:00.000Z')));
        await expectRight(repository().update({ ...key, name: 'Renamed', version: key.version + 1 }));
        const found = await expectRight(repository().findByIdForUser(key.userId, key.id));
        expect(O.map((stored: ApiKey) => stored.lastUsedAt)(found)).toEqual(O.some(at('2026-07-01T00:00:00.000Z')));
      });
    });

    describe('when a use is recorded', () => {
      it('sets lastUsedAt without changing version or updatedAt', async () => {
        const key = await givenKey();
        await expectRight(repository().touchLastUsed(key.id, at('2026-08-09T10:11:12.345Z')));
        expect(await expectRight(repository().findByDigest(key.digest))).toEqual(O.some({ ...key, lastUsedAt: at('2026-08-09T10:11:12.345Z') }));
      });

      it('never moves lastUsedAt backwards', async () => {
        const key = await givenKey();
        await expectRight(repository().touchLastUsed(key.id, at('2026-08-09T00:00:00.000Z')));
        await expectRight(repository().touchLastUsed(key.id, at('2026-08-08T00:00:00.000Z')));
        expect(await expectRight(repository().findByDigest(key.digest))).toEqual(O.some({ ...key, lastUsedAt: at('2026-08-09T00:00:00.000Z') }));
      });

      it('ignores an unknown key', async () => {
        await expectRight(repository().touchLastUsed(apiKeyId('no-such-key'), at('2026-08-09T00:00:00.000Z')));
        expect(await expectRight(repository().findByDigest('0'.repeat(64)))).toEqual(O.none);
      });
    });
  });
};
