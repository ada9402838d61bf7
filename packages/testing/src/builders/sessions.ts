import { sessionId, tenantId, userId } from '@quire/domain/ids';
import { SESSION_LIFETIME_MS, type Session } from '@quire/domain/sessions/session';
import { arbitraryDigest } from './accounts';
import { T0 } from './instants';
import { nextNumber } from './next-number';

/** A valid session begun at T0: every call yields a new id and digest. Override only what the test is about. */
export const arbitrarySession = (overrides: Partial<Session> = {}): Session => {
  const n = nextNumber();
  return {
    id: sessionId(`session-${n}`),
    tenantId: tenantId(`tenant-${n}`),
    userId: userId(`user-${n}`),
    digest: arbitraryDigest(),
    createdAt: T0,
    lastSeenAt: T0,
    expiresAt: new Date(T0.getTime() + SESSION_LIFETIME_MS),
    ...overrides,
  };
};
