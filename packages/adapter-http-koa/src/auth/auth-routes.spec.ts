import { OpenIdIdentityProvider } from '@quire/adapter-oidc/openid-identity-provider';
import { SESSION_IDLE_MS } from '@quire/domain/sessions/session';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '@quire/testing/oidc/test-openid-provider';
import { downIssuer, startGarbageIssuer } from '@quire/testing/oidc/unreachable-providers';
import { arbitraryTenant, arbitraryUser } from '@quire/testing/builders/accounts';
import { type Exchange, type Harness, startHarness } from '../../test/http-harness';

/*
 * People's sign-in over HTTP against a real OpenID Connect provider on loopback (oidc-provider),
 * through the real client (openid-client): the redirect, the callback, the session cookie on /v1
 * with its CSRF token, the ends of a session, and what a person sees when something fails.
 */

const CLIENT = { clientId: 'quire', clientSecret: 'quire-test-secret-with-enough-length' };
/** Never fetched: the test brings the provider's answer to the harness itself. */
const REDIRECT_URI = 'https://quire.test/auth/callback';

const openIdProvider = (issuer: string) =>
  new OpenIdIdentityProvider({ issuer: new URL(issuer), ...CLIENT, redirectUri: new URL(REDIRECT_URI), name: 'Test identity provider', timeoutMs: 2_000, retryAfterMs: 0 });

/** The cookies an answer sets, by name: the value and the attributes as written. */
const setCookies = (exchange: Exchange): Map<string, { value: string; attributes: string }> =>
  new Map(
    exchange.headers.getSetCookie().map((cookie) => {
      const [pair = '', ...attributes] = cookie.split('; ');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), { value: pair.slice(at + 1), attributes: attributes.join('; ') }];
    }),
  );

const cookieValue = (exchange: Exchange, name: string): string => {
  const cookie = setCookies(exchange).get(name);
  if (cookie === undefined || cookie.value === '') throw new Error(`no ${name} cookie was set: ${exchange.status} ${exchange.text}`);
  return cookie.value;
};

describe('signing in with OpenID Connect', () => {
  let idp: TestOpenIdProvider;
  let h: Harness;
  let ada: { tenantId: string; secret: string };

  beforeAll(async () => {
    idp = await startTestOpenIdProvider({
      ...CLIENT,
      redirectUris: [REDIRECT_URI],
      accounts: [
        { login: 'ada', email: 'Ada@Example.com', emailVerified: true, name: 'Ada' },
        { login: 'uma', email: 'uma@example.com', emailVerified: false, name: 'Uma' },
        { login: 'eve', email: 'eve@example.com', emailVerified: true, name: 'Eve' },
        { login: 'nomail', email: undefined, emailVerified: false, name: 'No Mail' },
        { login: 'dora', email: 'dora@example.com', emailVerified: true, name: 'Dora' },
        { login: 'remi', email: 'remi@example.com', emailVerified: true, name: 'Rémi' },
      ],
    });
    h = await startHarness({ identityProvider: openIdProvider(idp.issuer) });
    const tenant = arbitraryTenant();
    const user = arbitraryUser({ email: 'ada@example.com' });
    await h.adapters.tenants.insert(tenant)();
    await h.adapters.users.insert(user)();
    const member = await h.member({ tenantId: tenant.id, userId: user.id });
    ada = { tenantId: tenant.id, secret: member.secret };
  });

  afterAll(async () => {
    h?.expectNoLeakedSecrets();
    await h?.close();
    await idp?.close();
  });

  /** Begins a sign-in at the harness, signs `login` in at the provider, and answers the login answer and the provider's callback URL. */
  const throughProvider = async (login: string, query = '') => {
    const begun = await h.request('GET', `/auth/login${query}`, { redirect: 'manual' });
    expect(begun.status).toBe(302);
    const callback = await idp.signInOverHttp(begun.headers.get('location') ?? '', login);
    return { begun, callback, attempt: cookieValue(begun, 'quire_signin') };
  };
  /** The whole sign-in: answers the callback's answer. */
  const signIn = async (login: string, query = '') => {
    const { callback, attempt } = await throughProvider(login, query);
    return h.request('GET', `/auth/callback${callback.search}`, { redirect: 'manual', headers: { Cookie: `quire_signin=${attempt}` } });
  };
  const signedIn = async () => {
    const answer = await signIn('ada', '?returnTo=%2Fconsole%2F%23%2Fkeys');
    expect(answer.status).toBe(303);
    return { session: cookieValue(answer, 'quire_session'), csrf: cookieValue(answer, 'quire_csrf'), answer };
  };

  it('redirects to the provider with PKCE (S256), a state and a nonce, and keeps the attempt in a sealed cookie', async () => {
    const { begun } = await throughProvider('ada');
    const location = new URL(begun.headers.get('location') ?? '');
    expect(location.origin).toBe(idp.issuer);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({ response_type: 'code', client_id: 'quire', redirect_uri: REDIRECT_URI, code_challenge_method: 'S256', scope: 'openid email profile' });
    expect(params['code_challenge']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params['state']?.length).toBeGreaterThanOrEqual(20);
    expect(params['nonce']?.length).toBeGreaterThanOrEqual(20);
    const attempt = setCookies(begun).get('quire_signin');
    expect(attempt?.attributes).toBe('Path=/auth; Max-Age=600; SameSite=Lax; HttpOnly; Secure');
    // Sealed: neither the state nor the verifier can be read from it.
    expect(attempt?.value).not.toContain(params['state']);
    expect(begun.headers.get('cache-control')).toBe('no-store');
  });

  it('signs a member in: a session cookie (HttpOnly) and a readable CSRF cookie, then to returnTo', async () => {
    const { answer, session, csrf } = await signedIn();
    expect(answer.headers.get('location')).toBe('/console/#/keys');
    const cookies = setCookies(answer);
    expect(cookies.get('quire_session')?.attributes).toBe('Path=/; Max-Age=604800; SameSite=Lax; HttpOnly; Secure');
    expect(cookies.get('quire_csrf')?.attributes).toBe('Path=/; Max-Age=604800; SameSite=Lax; Secure');
    expect(cookies.get('quire_signin')).toEqual({ value: '', attributes: 'Path=/auth; Max-Age=0; SameSite=Lax; HttpOnly; Secure' });
    expect(session).toMatch(/^qs_/);
    expect(csrf).toMatch(/^[0-9a-f]{64}$/);
    expect(h.logLines.filter((line) => line.includes(session) || line.includes(csrf))).toEqual([]);
    const status = await h.request('GET', '/auth/status', { headers: { Cookie: `quire_session=${session}` } });
    expect(status.json()).toMatchObject({ provider: { name: 'Test identity provider', loginUrl: '/auth/login' }, session: { user: { email: 'ada@example.com' }, tenant: { id: ada.tenantId } } });
  });

  it('accepts the session cookie on /v1 as it accepts a key; a change needs the CSRF token', async () => {
    const { session, csrf } = await signedIn();
    const cookie = { Cookie: `quire_session=${session}; quire_csrf=${csrf}` };
    expect((await h.request('GET', '/v1/ApiKeys', { headers: cookie })).status).toBe(200);
    const alias = { name: 'client_name', type: 'text' };
    const without = await h.request('POST', '/v1/Aliases', { headers: cookie, json: alias });
    expect([without.status, without.json().code]).toEqual([403, 'csrf_failed']);
    const wrong = await h.request('POST', '/v1/Aliases', { headers: { ...cookie, 'X-CSRF-Token': '0'.repeat(64) }, json: alias });
    expect([wrong.status, wrong.json().code]).toEqual([403, 'csrf_failed']);
    const created = await h.request('POST', '/v1/Aliases', { headers: { ...cookie, 'X-CSRF-Token': csrf }, json: alias });
    expect(created.status).toBe(201);
    // In the member's tenant: their key sees it.
    expect((await h.request('GET', `/v1/Aliases/${created.json().id}`, { key: ada.secret })).status).toBe(200);
    // A key sent with the cookie wins: no CSRF token is asked for.
    expect((await h.request('POST', '/v1/Aliases', { key: ada.secret, headers: cookie, json: { name: 'matter', type: 'text' } })).status).toBe(201);
  });

  it('refuses a callback whose state is not the attempt\'s, one without its attempt, and a code used twice', async () => {
    const { callback, attempt } = await throughProvider('ada');
    const forged = new URLSearchParams(callback.search);
    forged.set('state', 'forged-state-of-another-sign-in');
    const wrongState = await h.request('GET', `/auth/callback?${forged}`, { redirect: 'manual', headers: { Cookie: `quire_signin=${attempt}` } });
    expect(wrongState.status).toBe(400);
    expect(wrongState.headers.get('content-type')).toMatch(/^text\/html/);
    expect(wrongState.text).toContain('sign_in_refused');
    expect(setCookies(wrongState).has('quire_session')).toBe(false);

    const noAttempt = await h.request('GET', `/auth/callback${callback.search}`, { redirect: 'manual' });
    expect([noAttempt.status, noAttempt.text.includes('sign_in_not_started')]).toEqual([400, true]);

    const again = await throughProvider('ada');
    const first = await h.request('GET', `/auth/callback${again.callback.search}`, { redirect: 'manual', headers: { Cookie: `quire_signin=${again.attempt}` } });
    expect(first.status).toBe(303);
    const replayed = await h.request('GET', `/auth/callback${again.callback.search}`, { redirect: 'manual', headers: { Cookie: `quire_signin=${again.attempt}` } });
    expect([replayed.status, replayed.text.includes('sign_in_refused')]).toEqual([400, true]);
  });

  it('refuses an e-mail the provider does not vouch for, none at all, and one of no member', async () => {
    for (const [login, code] of [['uma', 'email_unverified'], ['nomail', 'email_missing'], ['eve', 'not_a_member']] as const) {
      const answer = await signIn(login);
      expect([login, answer.status, answer.text.includes(code), setCookies(answer).has('quire_session')]).toEqual([login, 403, true, false]);
    }
  });

  it('ends a session after 8 hours without use', async () => {
    const { session } = await signedIn();
    const cookie = { Cookie: `quire_session=${session}` };
    h.adapters.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await h.request('GET', '/v1/ApiKeys', { headers: cookie })).status).toBe(200);
    h.adapters.clock.advance(SESSION_IDLE_MS);
    const ended = await h.request('GET', '/v1/ApiKeys', { headers: cookie });
    expect([ended.status, ended.json().code, ended.json().detail]).toEqual([401, 'unauthenticated', expect.stringContaining('ended')]);
  });

  it('ends a session 7 days after sign-in, however much it is used', async () => {
    const { session } = await signedIn();
    const cookie = { Cookie: `quire_session=${session}` };
    for (let hours = 0; hours < 7 * 24 - 4; hours += 4) {
      h.adapters.clock.advance(4 * 60 * 60 * 1000);
      expect((await h.request('GET', '/v1/ApiKeys', { headers: cookie })).status).toBe(200);
    }
    h.adapters.clock.advance(4 * 60 * 60 * 1000);
    expect((await h.request('GET', '/v1/ApiKeys', { headers: cookie })).status).toBe(401);
  });

  it('signs out with the CSRF token only, and the cookie is refused afterwards', async () => {
    const { session, csrf } = await signedIn();
    const cookie = { Cookie: `quire_session=${session}; quire_csrf=${csrf}` };
    const forged = await h.request('POST', '/auth/logout', { headers: cookie });
    expect([forged.status, forged.json().code]).toEqual([403, 'csrf_failed']);
    expect((await h.request('GET', '/v1/ApiKeys', { headers: cookie })).status).toBe(200);
    const out = await h.request('POST', '/auth/logout', { headers: { ...cookie, 'X-CSRF-Token': csrf } });
    expect(out.status).toBe(204);
    expect(setCookies(out).get('quire_session')?.value).toBe('');
    expect((await h.request('GET', '/v1/ApiKeys', { headers: cookie })).status).toBe(401);
    expect((await h.request('POST', '/auth/logout', { headers: cookie })).status).toBe(204);
  });

  it('ends the sessions of a member an owner removes (DELETE /Members/:userId)', async () => {
    const remi = arbitraryUser({ email: 'remi@example.com' });
    await h.adapters.users.insert(remi)();
    await h.adapters.members.add({ tenantId: ada.tenantId as never, userId: remi.id, role: 'author', createdAt: h.adapters.clock.now() }, 1000)();
    const cookie = { Cookie: `quire_session=${cookieValue(await signIn('remi'), 'quire_session')}` };
    expect((await h.request('GET', '/v1/ApiKeys', { headers: cookie })).status).toBe(200);
    const removed = await h.request('DELETE', `/v1/Members/${remi.id}`, { key: ada.secret });
    expect(removed.status).toBeLessThan(300);
    // Gone from the store (a session only refused for want of a membership would say it "has ended").
    const after = await h.request('GET', '/v1/ApiKeys', { headers: cookie });
    expect([after.status, after.json().detail]).toEqual([401, expect.stringContaining('not valid')]);
  });

  it("acts with the member's role: a drafter's session may read the library, not manage members", async () => {
    const dora = arbitraryUser({ email: 'dora@example.com' });
    await h.adapters.users.insert(dora)();
    await h.adapters.members.add({ tenantId: ada.tenantId as never, userId: dora.id, role: 'drafter', createdAt: h.adapters.clock.now() }, 1000)();
    const answer = await signIn('dora');
    const cookie = { Cookie: `quire_session=${cookieValue(answer, 'quire_session')}`, 'X-CSRF-Token': cookieValue(answer, 'quire_csrf') };
    expect((await h.request('GET', '/v1/FormTemplates', { headers: cookie })).status).toBe(200);
    const refused = await h.request('POST', '/v1/Members', { headers: cookie, json: { email: 'new@example.com', role: 'drafter' } });
    expect([refused.status, refused.json().code]).toEqual([403, 'forbidden']);
    expect(refused.text).toContain('owner');
  });

  it('refuses a returnTo that leads off this server, and unknown parameters', async () => {
    for (const query of ['?returnTo=%2F%2Fevil.example%2F', '?returnTo=https%3A%2F%2Fevil.example%2F', '?returnTo=%2F%5Cevil.example', '?tenant=a%20b', '?next=%2F']) {
      const refused = await h.request('GET', `/auth/login${query}`, { redirect: 'manual' });
      expect([query, refused.status, refused.json().code]).toEqual([query, 400, 'malformed_query']);
    }
  });
});

describe('signing in when the provider is down or answers garbage', () => {
  it('shows a 503 page while it cannot be reached, a 502 page when it answers garbage, and API keys keep working', async () => {
    const garbage = await startGarbageIssuer();
    const down = await startHarness({ identityProvider: openIdProvider(await downIssuer()) });
    const wrong = await startHarness({ identityProvider: openIdProvider(garbage.issuer) });
    try {
      const unavailable = await down.request('GET', '/auth/login', { redirect: 'manual' });
      expect([unavailable.status, unavailable.headers.get('content-type'), unavailable.text.includes('identity_provider_unavailable')]).toEqual([503, 'text/html; charset=utf-8', true]);
      expect(unavailable.headers.get('content-security-policy')).toContain("default-src 'none'");
      const failed = await wrong.request('GET', '/auth/login', { redirect: 'manual' });
      expect([failed.status, failed.text.includes('identity_provider_failed')]).toEqual([502, true]);
      const member = await down.member();
      expect((await down.request('GET', '/v1/ApiKeys', { key: member.secret })).status).toBe(200);
      expect((await down.request('GET', '/auth/status')).json()).toEqual({ provider: { name: 'Test identity provider', loginUrl: '/auth/login' }, session: null });
    } finally {
      await down.close();
      await wrong.close();
      await garbage.close();
    }
  });
});

describe('signing in when no provider is configured', () => {
  it('says so: no provider in the status, and a 404 page to sign in', async () => {
    const h = await startHarness();
    try {
      expect((await h.request('GET', '/auth/status')).json()).toEqual({ provider: null, session: null });
      const login = await h.request('GET', '/auth/login', { redirect: 'manual' });
      expect([login.status, login.text.includes('sign_in_not_configured')]).toEqual([404, true]);
      // A cookie that is no session signs nobody in, and is cleared.
      const status = await h.request('GET', '/auth/status', { headers: { Cookie: `quire_session=qs_${'A'.repeat(43)}` } });
      expect(status.json().session).toBeNull();
      expect(status.headers.getSetCookie().some((cookie) => cookie.startsWith('quire_session=;'))).toBe(true);
    } finally {
      await h.close();
    }
  });
});
