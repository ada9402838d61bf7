import type { Router } from '@koa/router';
import type { SessionUseCases } from '@quire/application/sessions/session-use-cases';
import type { SignInFailure } from '@quire/application/sessions/sign-in-failure';
import { SIGN_IN_ATTEMPT_MS } from '@quire/application/sessions/session-settings';
import { SESSION_LIFETIME_MS } from '@quire/domain/sessions/session';
import { storageFailureLogFields } from '@quire/ports/storage/error-log-fields';
import * as E from 'fp-ts/Either';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from '../app-state';
import { CSRF_COOKIE, CSRF_HEADER, clearCookie, cookieOf, SESSION_COOKIE, SIGN_IN_COOKIE, setCookie } from '../platform/auth/session-cookies';
import { decodeQuery } from '../platform/body/decode-query';
import { answerError } from '../platform/problems/answer';
import { LoginQuery, SignInStatusJson } from './auth-codecs';
import { sendAuthPage } from './auth-page';
import { signInFailurePage } from './sign-in-failure-page';

type Deps = Pick<SessionUseCases, 'beginSignIn' | 'finishSignIn' | 'signOut' | 'getSignInStatus' | 'authenticateSession' | 'csrfMatches'>;

/** How the sign-in routes set their cookies: `Secure` unless the server is reached on loopback (docs/sign-in.md). */
export type AuthOptions = { readonly secureCookies: boolean };

/** Where the console is, and where a sign-in goes when it names nowhere else. */
export const DEFAULT_RETURN_TO = '/console/';
export const LOGIN_PATH = '/auth/login';
/** A callback's query string longer than this is no provider's answer. */
const MAX_CALLBACK_QUERY = 8 * 1024;

/**
 * People's sign-in with OpenID Connect (docs/sign-in.md), at the root beside the console:
 * `GET /auth/login` begins it (a sealed attempt in a short-lived cookie, then the provider),
 * `GET /auth/callback` finishes it (the session and CSRF cookies, then the console),
 * `POST /auth/logout` ends the session, `GET /auth/status` tells the console how people sign in
 * here and who is signed in. A sign-in that fails shows a page that says why (4xx, or 502/503 when
 * the provider or the store failed), never a 500.
 */
export const registerAuthRoutes = (router: Router<AppState>, deps: Deps, options: { readonly auth?: AuthOptions; readonly logger: Logger }): void => {
  const secure = options.auth?.secureCookies ?? true;
  const clearSession = (ctx: Context) => {
    clearCookie(ctx, SESSION_COOKIE, { secure });
    clearCookie(ctx, CSRF_COOKIE, { secure, readable: true });
  };
  const failed = (ctx: Context, failure: SignInFailure) => {
    const page = signInFailurePage(failure);
    const cause = failure._tag === 'StorageError' ? { error: storageFailureLogFields(failure) } : failure._tag === 'IdentityProviderError' ? { providerCode: failure.code } : {};
    options.logger.warn({ signIn: page.code, status: page.status, ...cause }, 'sign-in did not finish');
    sendAuthPage(ctx, page);
  };

  router.get(LOGIN_PATH, async (ctx) => {
    const query = decodeQuery(LoginQuery, ctx.query);
    if (E.isLeft(query)) {
      answerError(ctx, query.left);
      return;
    }
    const begun = await deps.beginSignIn({ tenantId: query.right.tenant, returnTo: query.right.returnTo ?? DEFAULT_RETURN_TO })();
    if (E.isLeft(begun)) {
      failed(ctx, begun.left);
      return;
    }
    setCookie(ctx, SIGN_IN_COOKIE, begun.right.attempt, { secure, path: '/auth', maxAgeSeconds: SIGN_IN_ATTEMPT_MS / 1000 });
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(begun.right.url);
  });

  router.get('/auth/callback', async (ctx) => {
    const attempt = cookieOf(ctx, SIGN_IN_COOKIE);
    // An attempt is good for one callback, whatever it brings.
    clearCookie(ctx, SIGN_IN_COOKIE, { secure, path: '/auth' });
    if (ctx.querystring.length > MAX_CALLBACK_QUERY) {
      failed(ctx, { _tag: 'IdentityProviderError', kind: 'refused', code: 'callback_too_long' });
      return;
    }
    const signedIn = await deps.finishSignIn({ attempt, callbackQuery: ctx.querystring })();
    if (E.isLeft(signedIn)) {
      failed(ctx, signedIn.left);
      return;
    }
    const maxAgeSeconds = SESSION_LIFETIME_MS / 1000;
    setCookie(ctx, SESSION_COOKIE, signedIn.right.secret, { secure, maxAgeSeconds });
    setCookie(ctx, CSRF_COOKIE, signedIn.right.csrfToken, { secure, readable: true, maxAgeSeconds });
    options.logger.info({ signIn: 'signed_in', tenantId: signedIn.right.session.tenantId, userId: signedIn.right.user.id, joined: signedIn.right.joined }, 'signed in');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(signedIn.right.returnTo);
  });

  router.post('/auth/logout', async (ctx) => {
    const cookie = cookieOf(ctx, SESSION_COOKIE);
    if (cookie !== undefined) {
      // A session still signed in is ended only with its CSRF token: another site cannot sign a person out.
      const signedIn = await deps.authenticateSession(cookie)();
      if (E.isRight(signedIn) && !deps.csrfMatches(cookie, ctx.get(CSRF_HEADER) || undefined)) {
        answerError(ctx, { _tag: 'CsrfTokenInvalid' });
        return;
      }
      const ended = await deps.signOut(cookie)();
      if (E.isLeft(ended)) {
        answerError(ctx, ended.left);
        return;
      }
    }
    clearSession(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  router.get('/auth/status', async (ctx) => {
    const cookie = cookieOf(ctx, SESSION_COOKIE);
    const status = await deps.getSignInStatus(cookie)();
    if (E.isLeft(status)) {
      answerError(ctx, status.left);
      return;
    }
    const { provider, session } = status.right;
    // A cookie whose session ended is forgotten by the browser too.
    if (cookie !== undefined && session === undefined) clearSession(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = SignInStatusJson.encode({
      provider: provider === undefined ? null : { name: provider, loginUrl: LOGIN_PATH },
      session:
        session === undefined
          ? null
          : {
              user: { id: session.user.id, email: session.user.email, name: session.user.name },
              tenant: { id: session.tenant.id, name: session.tenant.name },
              endsAt: session.endsAt,
              expiresAt: session.expiresAt,
            },
    });
  });
};
