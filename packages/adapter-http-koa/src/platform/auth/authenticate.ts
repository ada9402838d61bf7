import type { AuthenticateApiKey } from '@quire/application/api-keys/authenticate-api-key';
import type { SessionUseCases } from '@quire/application/sessions/session-use-cases';
import * as E from 'fp-ts/Either';
import type { Middleware, ParameterizedContext } from 'koa';
import type { AppState } from '../../app-state';
import { answerError } from '../problems/answer';
import { CSRF_HEADER, cookieOf, SAFE_METHODS, SESSION_COOKIE } from './session-cookies';

/** How a request signed in with a session cookie is authenticated, and its CSRF token checked. */
export type SessionAuthentication = Pick<SessionUseCases, 'authenticateSession' | 'csrfMatches'>;

/**
 * The presented key: `Authorization: Bearer <key>`, else `X-Api-Key: <key>`. An Authorization
 * header of another scheme with no X-Api-Key presents an empty (malformed) key; neither header
 * presents none (undefined).
 */
export const presentedKey = (authorization: string, xApiKey: string): string | undefined => {
  const bearer = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization)?.[1];
  if (bearer !== undefined) return bearer;
  if (xApiKey.trim() !== '') return xApiKey.trim();
  return authorization.trim() !== '' ? '' : undefined;
};

/**
 * Requires a valid key, else a valid session cookie, and leaves its Principal on `ctx.state`;
 * answers 401/403 problems otherwise. A key sent wins over a cookie. A change (any method but GET,
 * HEAD, OPTIONS) made with a session cookie must carry the session's CSRF token in X-CSRF-Token.
 */
export const authenticate =
  (authenticateApiKey: AuthenticateApiKey, sessions?: SessionAuthentication): Middleware<AppState> =>
  async (ctx, next) => {
    const key = presentedKey(ctx.get('Authorization'), ctx.get('X-Api-Key'));
    if (key === undefined) {
      const cookie = sessions === undefined ? undefined : cookieOf(ctx, SESSION_COOKIE);
      if (sessions !== undefined && cookie !== undefined) return bySession(ctx, next, sessions, cookie);
      answerError(ctx, { _tag: 'Unauthenticated', reason: 'missing' });
      return;
    }
    if (key === '' && !/^Bearer(\s|$)/i.test(ctx.get('Authorization').trim())) {
      // `Authorization: qk_…` (the scheme forgotten) or another scheme (`Basic …`): say so.
      answerError(ctx, { _tag: 'Unauthenticated', reason: 'no_bearer_scheme' });
      return;
    }
    const result = await authenticateApiKey(key)();
    if (E.isLeft(result)) {
      answerError(ctx, result.left);
      return;
    }
    ctx.state.principal = result.right;
    await next();
  };

const bySession = async (ctx: ParameterizedContext<AppState>, next: () => Promise<unknown>, sessions: SessionAuthentication, cookie: string): Promise<void> => {
  const result = await sessions.authenticateSession(cookie)();
  if (E.isLeft(result)) {
    answerError(ctx, result.left);
    return;
  }
  if (!SAFE_METHODS.has(ctx.method) && !sessions.csrfMatches(cookie, ctx.get(CSRF_HEADER) || undefined)) {
    answerError(ctx, { _tag: 'CsrfTokenInvalid' });
    return;
  }
  ctx.state.principal = result.right.principal;
  await next();
};
