import { apiKeyId } from '@quire/domain/ids';
import { parseSessionSecret, type Session, sessionEndedAt, shouldRecordSeen } from '@quire/domain/sessions/session';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { type AppError, unauthenticated } from '../app-error';
import type { Principal } from '../principal';

/** A signed-in session and the Principal it acts as. */
export type AuthenticatedSession = { readonly session: Session; readonly principal: Principal };
export type AuthenticateSession = (presented: string) => TE.TaskEither<AppError, AuthenticatedSession>;

type Deps = Pick<Ports, 'sessions' | 'members' | 'hasher' | 'clock'>;

/**
 * Turns a session cookie's value into a Principal: the session found by the keyed digest of the
 * secret (compared in constant time), not ended (idle 8 hours, or 7 days old), its user still a
 * member of its tenant. An ended session, or one whose user left the tenant, is deleted on the way.
 * The use is recorded at most once a minute. The principal is the session's user in its tenant
 * with their role as it is now (read on every request: a role changed counts at once), as a key
 * with the member's own role would be; its `keyId` (`session:<id>`) gives the session a rate limit of its own.
 */
export const authenticateSession =
  ({ sessions, members, hasher, clock }: Deps): AuthenticateSession =>
  (presented) =>
  async () => {
    const secret = parseSessionSecret(presented);
    if (E.isLeft(secret)) return E.left(unauthenticated('session_unknown'));
    const digest = hasher.digest(secret.right);
    const found = await sessions.findByDigest(digest)();
    if (E.isLeft(found)) return found;
    if (O.isNone(found.right) || !hasher.equals(found.right.value.digest, digest)) return E.left(unauthenticated('session_unknown'));
    const session = found.right.value;
    const now = clock.now();
    const role = sessionEndedAt(session, now) === undefined ? await members.roleOf(session.tenantId, session.userId)() : E.right(O.none);
    if (E.isLeft(role)) return role;
    if (O.isNone(role.right)) {
      const ended = await sessions.delete(session.id)();
      return E.isLeft(ended) ? ended : E.left(unauthenticated('session_ended'));
    }
    const seen = shouldRecordSeen(session, now);
    if (seen) {
      const recorded = await sessions.touchLastSeen(session.id, now)();
      if (E.isLeft(recorded)) return recorded;
    }
    const principal: Principal = {
      tenantId: session.tenantId,
      userId: session.userId,
      keyId: apiKeyId(`session:${session.id}`),
      keyPrefix: 'session',
      memberRole: role.right.value,
      keyRole: role.right.value,
      sessionId: session.id,
    };
    return E.right({ session: seen ? { ...session, lastSeenAt: now } : session, principal });
  };
