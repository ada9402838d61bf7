import * as fs from 'node:fs';
import * as path from 'node:path';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '@quire/testing/oidc/test-openid-provider';
import { downIssuer } from '@quire/testing/oidc/unreachable-providers';
import { startTestServer, type TestServer } from './server-harness';

/*
 * People's sign-in on the real server (real adapters, the embedded store): the session stored in
 * the database as a digest only, and a provider that cannot be reached never stopping the start.
 */

const CLIENT = { OIDC_CLIENT_ID: 'quire', OIDC_CLIENT_SECRET: 'a-client-secret-of-the-server-test' };
/** Never fetched: the test brings the provider's answer to the server itself. */
const PUBLIC_URL = 'http://127.0.0.1:8080';

const until = async (done: () => boolean, ms = 20_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const cookieOf = (response: Response, name: string): string => {
  const found = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (found === undefined) throw new Error(`no ${name} cookie`);
  return (found.split(';')[0] ?? '').slice(name.length + 1);
};

describe('signing in on the server', () => {
  let server: TestServer | undefined;
  let idp: TestOpenIdProvider | undefined;
  afterEach(async () => {
    await server?.stop();
    await idp?.close();
    server = undefined;
    idp = undefined;
  });

  it('starts with a provider that cannot be reached: it says so in the log, sign-in is a 503 page, keys keep working', async () => {
    const lines: string[] = [];
    server = await startTestServer({ ...CLIENT, OIDC_ISSUER: await downIssuer(), PUBLIC_URL, OIDC_TIMEOUT_MS: '1000', OIDC_PROVIDER_NAME: 'Firm SSO' }, undefined, lines);
    expect((await server.call('GET', '/v1/ApiKeys', server.bootstrapKey)).status).toBe(200);
    await until(() => lines.some((line) => line.includes('"signIn":"unavailable"')));
    const login = await fetch(`${server.url}/auth/login`, { redirect: 'manual' });
    expect([login.status, (await login.text()).includes('identity_provider_unavailable')]).toEqual([503, true]);
    expect(await (await fetch(`${server.url}/auth/status`)).json()).toEqual({ provider: { name: 'Firm SSO', loginUrl: '/auth/login' }, session: null });
  });

  it('signs the bootstrap member in; the session is stored as a digest only, and ends at sign-out', async () => {
    idp = await startTestOpenIdProvider({
      clientId: CLIENT.OIDC_CLIENT_ID,
      clientSecret: CLIENT.OIDC_CLIENT_SECRET,
      redirectUris: [`${PUBLIC_URL}/auth/callback`],
      accounts: [{ login: 'admin', email: 'admin@localhost', emailVerified: true, name: 'Administrator' }],
    });
    const lines: string[] = [];
    server = await startTestServer({ ...CLIENT, OIDC_ISSUER: idp.issuer, PUBLIC_URL }, undefined, lines);
    await until(() => lines.some((line) => line.includes('"signIn":"ready"')));
    const login = await fetch(`${server.url}/auth/login`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    const callback = await idp.signInOverHttp(login.headers.get('location') ?? '', 'admin');
    const signedIn = await fetch(`${server.url}/auth/callback${callback.search}`, { redirect: 'manual', headers: { cookie: `quire_signin=${cookieOf(login, 'quire_signin')}` } });
    expect([signedIn.status, signedIn.headers.get('location')]).toEqual([303, '/console/']);
    const [session, csrf] = [cookieOf(signedIn, 'quire_session'), cookieOf(signedIn, 'quire_csrf')];
    // On loopback: no Secure attribute, so a browser on http://127.0.0.1 keeps the cookie.
    expect(signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith('quire_session='))).toBe(`quire_session=${session}; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly`);
    const cookie = `quire_session=${session}; quire_csrf=${csrf}`;
    expect((await fetch(`${server.url}/v1/ApiKeys`, { headers: { cookie } })).status).toBe(200);
    const created = await fetch(`${server.url}/v1/Aliases`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'client_name', type: 'text' }) });
    expect(created.status).toBe(201);
    // The request log says a session made it, never its secret.
    expect(lines.some((line) => line.includes('"keyPrefix":"session"'))).toBe(true);
    expect(lines.filter((line) => line.includes(session) || line.includes(csrf))).toEqual([]);

    // The store while the session lives (the database and its write-ahead log): its row, never its secret or token.
    const dir = server.dataDir;
    const dump = Buffer.concat(fs.readdirSync(dir).filter((file) => file.startsWith('quire.sqlite')).map((file) => fs.readFileSync(path.join(dir, file)))).toString('latin1');
    expect(dump).toContain('admin@localhost');
    for (const secret of [session, session.slice(3), csrf]) expect(dump).not.toContain(secret);

    expect((await fetch(`${server.url}/auth/logout`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf } })).status).toBe(204);
    expect((await fetch(`${server.url}/v1/ApiKeys`, { headers: { cookie } })).status).toBe(401);
  });
});
