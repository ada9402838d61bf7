// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types: what this file uses of it is declared beside it.
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the test provider knows: they sign in by typing `login` on its page. */
export type TestAccount = { readonly login: string; readonly email: string | undefined; readonly emailVerified: boolean; readonly name: string };

export type TestOpenIdProviderOptions = {
  readonly clientId: string;
  readonly clientSecret: string;
  /** The callbacks the client may use (Quire's OIDC_REDIRECT_URI). */
  readonly redirectUris: ReadonlyArray<string>;
  readonly accounts: ReadonlyArray<TestAccount>;
};

export type TestOpenIdProvider = {
  /** `http://127.0.0.1:<port>`: OIDC_ISSUER. */
  readonly issuer: string;
  /** The name its sign-in page shows. */
  readonly name: string;
  /**
   * Signs `login` in over plain HTTP, as a browser would: follows the authorization URL through the
   * provider's sign-in page (submitting it) and answers the redirect back to the client's callback.
   */
  readonly signInOverHttp: (authorizationUrl: string, login: string) => Promise<URL>;
  readonly close: () => Promise<void>;
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's own sign-in page: one field, the account's login (no password: a test provider). */
const signInPage = (uid: string, problem?: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><main><h1>Sign in to the test identity provider</h1>
${problem === undefined ? '' : `<p role="alert">${escapeHtml(problem)}</p>`}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="login">Login</label> <input id="login" name="login" autocomplete="username">
<button type="submit">Continue</button>
</form></main></body></html>`;

const readForm = async (request: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 16 * 1024) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

/**
 * A real OpenID Connect provider (oidc-provider, the certified implementation) on loopback, for
 * tests: one confidential client (client_secret_basic, authorization code, PKCE required), the
 * given accounts with their e-mail, `email_verified` and name, and a sign-in page of its own at
 * `/interaction/:uid` that a test fills in Chromium, or `signInOverHttp` submits.
 */
export const startTestOpenIdProvider = async (options: TestOpenIdProviderOptions): Promise<TestOpenIdProvider> => {
  const accounts = new Map(options.accounts.map((account) => [account.login, account]));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [...options.redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['quire-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (account === undefined) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, ...(account.email === undefined ? {} : { email: account.email }), email_verified: account.emailVerified, name: account.name }),
      };
    },
  });
  const callback = provider.callback();

  const interaction = async (request: IncomingMessage, response: ServerResponse, uid: string, submitted: boolean): Promise<void> => {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('interaction of another browser');
    const page = (status: number, problem?: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(signInPage(uid, problem));
    };
    if (!submitted) return page(200);
    const login = (await readForm(request)).get('login')?.trim() ?? '';
    if (!accounts.has(login)) return page(200, `No account "${login}".`);
    const grant = new provider.Grant({ accountId: login, clientId: options.clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { login: { accountId: login }, consent: { grantId } }, { mergeWithLastSubmission: false });
    return undefined;
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/.exec(new URL(request.url ?? '/', issuer).pathname);
    if (match === null) return void callback(request, response);
    return void interaction(request, response, match[1] ?? '', match[2] !== undefined && request.method === 'POST').catch(() => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
      response.end('interaction failed');
    });
  });

  const signInOverHttp = async (authorizationUrl: string, login: string): Promise<URL> => {
    const jar = new Map<string, string>();
    const remember = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    const cookieHeader = () => [...jar].filter(([, value]) => value !== '').map(([name, value]) => `${name}=${value}`).join('; ');
    let next = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (!next.href.startsWith(issuer)) return next;
      const isLogin = /^\/interaction\/[^/]+$/.test(next.pathname);
      const response = await fetch(isLogin ? `${next.href}/login` : next, {
        method: isLogin ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), ...(isLogin ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(isLogin ? { body: new URLSearchParams({ login }).toString() } : {}),
      });
      remember(response);
      const location = response.headers.get('location');
      if (location === null) throw new Error(`the test provider answered ${response.status} at ${next.pathname}: ${await response.text()}`);
      next = new URL(location, next);
    }
    throw new Error('the test provider redirected more than 10 times');
  };

  return {
    issuer,
    name: 'Test identity provider',
    signInOverHttp,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
