import type { SecretBox } from '@quire/ports/webhooks/secret-box';
import type { SignInChecks } from '@quire/ports/sessions/identity-provider';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { SIGN_IN_ATTEMPT_MS } from './session-settings';
import { signInRefused, type SignInRefused } from './sign-in-failure';

const Attempt = t.type({
  state: t.string,
  nonce: t.string,
  codeVerifier: t.string,
  /** The tenant the person asked to sign in to (`?tenant=`), else null: their first membership. */
  tenantId: t.union([t.string, t.null]),
  /** Where the browser goes once signed in: a path on this server. */
  returnTo: t.string,
  startedAtMs: t.number,
});

/**
 * A sign-in between its start and its callback: what the callback must match (state, nonce, the
 * PKCE verifier) and where it leads. The browser keeps it, sealed (authenticated encryption under
 * the server's key), in a short-lived cookie: any server process can finish a sign-in another began,
 * and nothing is stored for an attempt never finished.
 */
export type SignInAttempt = SignInChecks & { readonly tenantId: string | null; readonly returnTo: string; readonly startedAtMs: number };

export const sealAttempt = (box: SecretBox, attempt: SignInAttempt): string => box.seal(JSON.stringify(attempt));

/** The attempt a sealed cookie holds, if it opens, has the right shape and is less than SIGN_IN_ATTEMPT_MS old. */
export const openAttempt = (box: SecretBox, sealed: string | undefined, now: Date): E.Either<SignInRefused, SignInAttempt> => {
  if (sealed === undefined || sealed === '') return E.left(signInRefused('attempt_missing'));
  const opened = box.open(sealed);
  if (E.isLeft(opened)) return E.left(signInRefused('attempt_missing'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(opened.right);
  } catch {
    return E.left(signInRefused('attempt_missing'));
  }
  const attempt = Attempt.decode(parsed);
  if (E.isLeft(attempt)) return E.left(signInRefused('attempt_missing'));
  const age = now.getTime() - attempt.right.startedAtMs;
  return age >= 0 && age < SIGN_IN_ATTEMPT_MS ? E.right(attempt.right) : E.left(signInRefused('attempt_expired'));
};
