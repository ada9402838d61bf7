import { formatApiKeySecret } from '@quire/domain/accounts/api-key-secret';
import { tenantId } from '@quire/domain/ids';
import { arbitraryApiKey } from '@quire/testing/builders/accounts';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { inMemoryWorld, left, neverIssuedSecret, right, seedMember } from '../../test/in-memory-world';
import { authenticateApiKey } from './authenticate-api-key';
import { issueApiKey } from '../accounts/issue-api-key';

const setUp = async () => {
  const world = inMemoryWorld();
  const { tenant, user } = await seedMember(world);
  const issued = await right(issueApiKey(world)({ tenantId: tenant.id, userId: user.id, name: 'ci' }));
  return { world, tenant, user, issued, authenticate: authenticateApiKey(world) };
};

const flipChecksum = (secret: string): string => secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');

describe('authenticateApiKey', () => {
  describe('when the key is active and its user a member of its tenant', () => {
    it('answers the principal of the key', async () => {
      const { issued, authenticate, tenant, user } = await setUp();
      await expect(right(authenticate(issued.secret))).resolves.toEqual({
        tenantId: tenant.id,
        userId: user.id,
        keyId: issued.key.id,
        keyPrefix: issued.secret.slice(0, 12),
        memberRole: 'owner',
        keyRole: 'owner',
      });
    });

    it('records the use', async () => {
      const { world, issued, authenticate, user } = await setUp();
      await right(authenticate(issued.secret));
      const [stored] = await right(world.apiKeys.listByUser(user.id));
      expect(stored?.lastUsedAt).toEqual(world.clock.now());
    });
  });

  describe('when the checksum is wrong', () => {
    it('refuses the key as malformed without asking the repository', async () => {
      const { world, issued, authenticate } = await setUp();
      const lookups = jest.spyOn(world.apiKeys, 'findByDigest');
      await expect(left(authenticate(flipChecksum(issued.secret)))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'malformed' });
      expect(lookups).not.toHaveBeenCalled();
    });
  });

  describe('when the text is not a key at all', () => {
    it('refuses it as malformed', async () => {
      const { authenticate } = await setUp();
      await expect(left(authenticate('Bearer nonsense'))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'malformed' });
    });
  });

  describe('when the key was never issued', () => {
    it('refuses it as unknown', async () => {
      const { authenticate } = await setUp();
      await expect(left(authenticate(neverIssuedSecret()))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'unknown' });
    });
  });

  describe('when the store answers a key whose digest differs', () => {
    it('refuses it as unknown (the comparison is ours)', async () => {
      const { world } = await setUp();
      const impostor = arbitraryApiKey();
      jest.spyOn(world.apiKeys, 'findByDigest').mockReturnValue(TE.right(O.some(impostor)));
      await expect(left(authenticateApiKey(world)(neverIssuedSecret()))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'unknown' });
    });
  });

  describe('when the key is inactive', () => {
    it('refuses it as inactive', async () => {
      const { world, issued, authenticate } = await setUp();
      await right(world.apiKeys.update({ ...issued.key, status: 'inactive', version: 2 }));
      await expect(left(authenticate(issued.secret))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'inactive' });
    });
  });

  describe('when the key has expired', () => {
    it('refuses it as expired', async () => {
      const world = inMemoryWorld();
      const { tenant, user } = await seedMember(world);
      const expiresAt = new Date(world.clock.now().getTime() + 1000);
      const issued = await right(issueApiKey(world)({ tenantId: tenant.id, userId: user.id, name: 'short', expiresAt }));
      world.clock.advance(1000);
      await expect(left(authenticateApiKey(world)(issued.secret))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'expired' });
    });
  });

  describe("when the key's user is not a member of the key's tenant", () => {
    it('is forbidden', async () => {
      const world = inMemoryWorld();
      const { user } = await seedMember(world);
      const secret = formatApiKeySecret(world.random.bytes(32));
      await right(world.apiKeys.insert(arbitraryApiKey({ userId: user.id, tenantId: tenantId('elsewhere'), digest: world.hasher.digest(secret) })));
      await expect(left(authenticateApiKey(world)(secret))).resolves.toEqual({ _tag: 'Forbidden', reason: 'not_a_member' });
    });
  });

  describe('when the key is used many times', () => {
    it('writes lastUsedAt at most once a minute', async () => {
      const { world, issued, authenticate } = await setUp();
      const touches = jest.spyOn(world.apiKeys, 'touchLastUsed');
      await right(authenticate(issued.secret));
      world.clock.advance(30_000);
      await right(authenticate(issued.secret));
      world.clock.advance(29_999);
      await right(authenticate(issued.secret));
      expect(touches).toHaveBeenCalledTimes(1);
      world.clock.advance(1);
      await right(authenticate(issued.secret));
      expect(touches).toHaveBeenCalledTimes(2);
    });
  });

  describe('when a key is presented again', () => {
    it('reads only the revision while it is unchanged: no digest, no key or membership read', async () => {
      const { world, issued, authenticate } = await setUp();
      const digests = jest.spyOn(world.hasher, 'digest');
      const lookups = jest.spyOn(world.apiKeys, 'findByDigest');
      const memberships = jest.spyOn(world.members, 'roleOf');
      const revisions = jest.spyOn(world.apiKeys, 'revision');
      for (let request = 0; request < 3; request++) await right(authenticate(issued.secret));
      expect([digests.mock.calls.length, lookups.mock.calls.length, memberships.mock.calls.length, revisions.mock.calls.length]).toEqual([1, 1, 1, 3]);
    });

    it('refuses a key deactivated since it was verified on the very next request', async () => {
      const { world, issued, authenticate } = await setUp();
      await right(authenticate(issued.secret));
      await right(world.apiKeys.update({ ...issued.key, status: 'inactive', version: 2 }));
      await expect(left(authenticate(issued.secret))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'inactive' });
      await right(world.apiKeys.update({ ...issued.key, status: 'active', version: 3 }));
      await expect(right(authenticate(issued.secret))).resolves.toMatchObject({ keyId: issued.key.id });
    });

    it("reads the member's role again once it has changed: a member made a drafter acts as one on the next request", async () => {
      const world = inMemoryWorld();
      const { tenant, user } = await seedMember(world);
      const other = await seedMember(world, tenant);
      const issued = await right(issueApiKey(world)({ tenantId: tenant.id, userId: other.user.id, name: 'ci' }));
      const authenticate = authenticateApiKey(world);
      await expect(right(authenticate(issued.secret))).resolves.toMatchObject({ memberRole: 'owner', keyRole: 'owner' });
      await right(world.members.changeRole(tenant.id, other.user.id, 'drafter'));
      await expect(right(authenticate(issued.secret))).resolves.toMatchObject({ memberRole: 'drafter', keyRole: 'owner' });
      await right(world.members.remove(tenant.id, other.user.id, world.clock.now()));
      await expect(left(authenticate(issued.secret))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'inactive' });
      expect(user.id).not.toBe(other.user.id);
    });

    it('refuses a remembered key once it has expired', async () => {
      const world = inMemoryWorld();
      const { tenant, user } = await seedMember(world);
      const expiresAt = new Date(world.clock.now().getTime() + 1000);
      const issued = await right(issueApiKey(world)({ tenantId: tenant.id, userId: user.id, name: 'short', expiresAt }));
      const authenticate = authenticateApiKey(world);
      await right(authenticate(issued.secret));
      world.clock.advance(1000);
      await expect(left(authenticate(issued.secret))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'expired' });
    });

    it('never remembers a refusal: a key refused as unknown is looked up again', async () => {
      const { world, authenticate } = await setUp();
      const lookups = jest.spyOn(world.apiKeys, 'findByDigest');
      const secret = neverIssuedSecret();
      await left(authenticate(secret));
      await left(authenticate(secret));
      expect(lookups).toHaveBeenCalledTimes(2);
    });
  });
});
