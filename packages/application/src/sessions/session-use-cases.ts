import { parseSessionSecret } from '@quire/domain/sessions/session';
import type { Ports } from '@quire/ports/ports';
import { readsOf } from '../use-cases-of';
import { authenticateSession } from './authenticate-session';
import { beginSignIn } from './begin-sign-in';
import { csrfMatches } from './csrf';
import { finishSignIn } from './finish-sign-in';
import type { SessionSettings } from './session-settings';
import { getSignInStatus } from './sign-in-status';
import { signOut } from './sign-out';

/**
 * People's sign-in with the identity provider and their sessions: begin and finish a sign-in, the
 * authentication of a request by its session cookie and its CSRF check, the console's status, sign-out.
 * (Ending every session of a member is the port's `sessions.endForUser`, which the membership use cases call.)
 */
export const sessionUseCases = (ports: Ports, settings: SessionSettings) => {
  const authenticate = authenticateSession(ports);
  return {
    ...readsOf(ports, { beginSignIn, signOut }),
    authenticateSession: authenticate,
    finishSignIn: finishSignIn(ports, settings),
    getSignInStatus: getSignInStatus(ports, authenticate),
    /** Whether `token` (the X-CSRF-Token header) is the CSRF token of the session whose cookie this is. */
    csrfMatches: (cookie: string, token: string | undefined): boolean => {
      const secret = parseSessionSecret(cookie);
      return secret._tag === 'Right' && csrfMatches(ports.hasher, secret.right, token);
    },
  };
};
export type SessionUseCases = ReturnType<typeof sessionUseCases>;
