import { SESSION_IDLE_MS } from '@quire/domain/sessions/session';
import { later, T0 } from '@quire/testing/builders/instants';
import { arbitrarySession } from '@quire/testing/builders/sessions';
import { FixedClock } from '@quire/testing/fixed-clock';
import { InMemorySessionRepository } from '@quire/testing/in-memory/session-repository';
import { right } from '../../test/in-memory-world';
import { sweepEndedSessions } from './sweep-ended-sessions';

describe('sweepEndedSessions', () => {
  it('deletes the sessions idle 8 hours or past their end, and keeps the others', async () => {
    const clock = new FixedClock(T0);
    const sessions = new InMemorySessionRepository();
    await sessions.insert(arbitrarySession({ lastSeenAt: T0 }))();
    await sessions.insert(arbitrarySession({ lastSeenAt: later(SESSION_IDLE_MS), expiresAt: later(SESSION_IDLE_MS + 1) }))();
    await sessions.insert(arbitrarySession({ lastSeenAt: later(1) }))();
    clock.advance(SESSION_IDLE_MS);
    await expect(right(sweepEndedSessions({ sessions, clock })())).resolves.toEqual({ deleted: 1 });
    clock.advance(1);
    await expect(right(sweepEndedSessions({ sessions, clock })())).resolves.toEqual({ deleted: 2 });
    expect(sessions.size).toBe(0);
  });
});
