import { sessionId } from '@quire/domain/ids';
import type { Session } from '@quire/domain/sessions/session';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { MemberRepository } from '@quire/ports/accounts/member-repository';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import type { SessionRepository } from '@quire/ports/sessions/session-repository';
import * as O from 'fp-ts/Option';
import { later, T0 } from '../builders/instants';
import { arbitrarySession } from '../builders/sessions';
import { type MakeFixture, useFixture } from './contract-fixture';
import { givenMember } from './given-member';
import { expectLeft, expectRight } from './run-task';

type Stores = { tenants: TenantRepository; users: UserRepository; members: MemberRepository };

const HOUR = 60 * 60 * 1000;

/** The behaviour every SessionRepository adapter must have. `tenants`, `users` and `members` store the members sessions belong to. */
export const sessionRepositoryContract = (make: MakeFixture<SessionRepository, Stores>): void => {
  describe('SessionRepository contract', () => {
    const fixture = useFixture(make);
    const repository = () => fixture().adapter;

    const givenDrafter = () => givenMember(fixture(), 'drafter');
    const givenSession = async (overrides: Partial<Session> = {}) => {
      const session = arbitrarySession({ ...(await givenDrafter()), ...overrides });
      await expectRight(repository().insert(session));
      return session;
    };
    const found = async (session: Session) => expectRight(repository().findByDigest(session.digest));

    it('finds a session by its digest with every field intact (milliseconds included)', async () => {
      const session = await givenSession({ createdAt: later(1), lastSeenAt: later(2_345), expiresAt: later(7 * 24 * HOUR + 1) });
      expect(await found(session)).toEqual(O.some(session));
      expect(await expectRight(repository().findByDigest('f'.repeat(64)))).toEqual(O.none);
    });

    it('refuses a second session with the same digest', async () => {
      const session = await givenSession();
      expect(await expectLeft(repository().insert(arbitrarySession({ tenantId: session.tenantId, userId: session.userId, digest: session.digest })))).toMatchObject({ _tag: 'StorageError' });
    });

    it('records a use, never moving it back', async () => {
      const session = await givenSession();
      await expectRight(repository().touchLastSeen(session.id, later(HOUR)));
      await expectRight(repository().touchLastSeen(session.id, later(HOUR / 2)));
      await expectRight(repository().touchLastSeen(sessionId('no-such-session'), later(HOUR)));
      expect(await found(session)).toEqual(O.some({ ...session, lastSeenAt: later(HOUR) }));
    });

    it('ends one session, and only that one', async () => {
      const session = await givenSession();
      const other = await givenSession({ tenantId: session.tenantId, userId: session.userId });
      await expectRight(repository().delete(session.id));
      await expectRight(repository().delete(session.id));
      expect(await found(session)).toEqual(O.none);
      expect(await found(other)).toEqual(O.some(other));
    });

    it("ends every session of a member in a tenant, not theirs in another tenant nor anyone else's", async () => {
      const first = await givenSession();
      const second = await givenSession({ tenantId: first.tenantId, userId: first.userId });
      const elsewhere = await givenDrafter();
      await expectRight(fixture().members.add({ tenantId: elsewhere.tenantId, userId: first.userId, role: 'drafter', createdAt: T0 }, 1000));
      const theirsElsewhere = await givenSession({ tenantId: elsewhere.tenantId, userId: first.userId });
      const someoneElse = await givenSession({ tenantId: first.tenantId, userId: elsewhere.userId });
      expect(await expectRight(repository().endForUser(first.tenantId, first.userId))).toBe(2);
      expect([await found(first), await found(second)]).toEqual([O.none, O.none]);
      expect(await found(theirsElsewhere)).toEqual(O.some(theirsElsewhere));
      expect(await found(someoneElse)).toEqual(O.some(someoneElse));
    });

    it('sweeps the sessions past their end or idle too long, and keeps the rest', async () => {
      const now = later(10 * HOUR);
      const idleBefore = later(2 * HOUR);
      const expired = await givenSession({ lastSeenAt: later(9 * HOUR), expiresAt: now });
      const idle = await givenSession({ lastSeenAt: idleBefore });
      const alive = await givenSession({ lastSeenAt: later(2 * HOUR + 1), expiresAt: later(10 * HOUR + 1) });
      expect(await expectRight(repository().deleteEnded(now, idleBefore))).toBeGreaterThanOrEqual(2);
      expect([await found(expired), await found(idle)]).toEqual([O.none, O.none]);
      expect(await found(alive)).toEqual(O.some(alive));
    });
  });
};
