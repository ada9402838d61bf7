import { startTestOpenIdProvider } from '@quire/testing/oidc/test-openid-provider';
import { downIssuer, startGarbageIssuer } from '@quire/testing/oidc/unreachable-providers';
import * as E from 'fp-ts/Either';
import { OpenIdIdentityProvider } from './openid-identity-provider';
import { providerErrorOf } from './provider-errors';

const CLIENT = { clientId: 'quire', clientSecret: 'a-test-client-secret' };
const REDIRECT_URI = 'https://quire.test/auth/callback';
const settings = (issuer: string) => ({ issuer: new URL(issuer), ...CLIENT, redirectUri: new URL(REDIRECT_URI), name: 'Test', timeoutMs: 2_000 });

describe('OpenIdIdentityProvider', () => {
  it('signs a person in against a real provider: their subject, e-mail, whether it is verified, their name', async () => {
    const idp = await startTestOpenIdProvider({ ...CLIENT, redirectUris: [REDIRECT_URI], accounts: [{ login: 'ada', email: 'ada@example.com', emailVerified: true, name: 'Ada' }] });
    try {
      const provider = new OpenIdIdentityProvider(settings(idp.issuer));
      const begun = await provider.begin()();
      if (E.isLeft(begun)) throw new Error(JSON.stringify(begun.left));
      // Each sign-in its own state, nonce and verifier.
      const other = await provider.begin()();
      expect(E.isRight(other) && other.right.checks.state !== begun.right.checks.state && other.right.checks.codeVerifier !== begun.right.checks.codeVerifier).toBe(true);
      const callback = await idp.signInOverHttp(begun.right.url, 'ada');
      expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
      expect(await provider.finish(callback.search.slice(1), begun.right.checks)()).toEqual(E.right({ subject: 'ada', email: 'ada@example.com', emailVerified: true, name: 'Ada' }));
      // A code is good once; a verifier of another sign-in does not redeem it.
      expect(await provider.finish(callback.search.slice(1), begun.right.checks)()).toEqual(E.left(expect.objectContaining({ kind: 'refused' })));
      if (E.isLeft(other)) throw new Error('no second sign-in');
      const second = await idp.signInOverHttp(other.right.url, 'ada');
      expect(await provider.finish(second.search.slice(1), { ...other.right.checks, codeVerifier: begun.right.checks.codeVerifier })()).toEqual(E.left(expect.objectContaining({ kind: 'refused' })));
    } finally {
      await idp.close();
    }
  });

  it('refuses a callback with another state, an error or no code before asking the provider', async () => {
    const provider = new OpenIdIdentityProvider(settings(await downIssuer()));
    const checks = { state: 'expected', nonce: 'n', codeVerifier: 'v' };
    expect(await provider.finish('code=c&state=other', checks)()).toEqual(E.left({ _tag: 'IdentityProviderError', kind: 'refused', code: 'state_mismatch' }));
    expect(await provider.finish('error=access_denied&state=expected', checks)()).toEqual(E.left({ _tag: 'IdentityProviderError', kind: 'refused', code: 'access_denied' }));
    expect(await provider.finish('state=expected', checks)()).toEqual(E.left({ _tag: 'IdentityProviderError', kind: 'refused', code: 'code_missing' }));
  });

  it('answers unavailable while the provider is down, failed when it answers garbage, and asks again only after a while', async () => {
    let now = 0;
    const down = new OpenIdIdentityProvider({ ...settings(await downIssuer()), retryAfterMs: 10_000 }, () => now);
    expect(await down.begin()()).toEqual(E.left(expect.objectContaining({ kind: 'unavailable' })));
    const fetches = jest.spyOn(globalThis, 'fetch');
    try {
      now = 9_999;
      expect(await down.warmUp()()).toEqual(E.left(expect.objectContaining({ kind: 'unavailable' })));
      expect(fetches).not.toHaveBeenCalled();
      now = 10_000;
      expect(await down.warmUp()()).toEqual(E.left(expect.objectContaining({ kind: 'unavailable' })));
      expect(fetches).toHaveBeenCalledTimes(1);
    } finally {
      fetches.mockRestore();
    }
    const garbage = await startGarbageIssuer();
    try {
      expect(await new OpenIdIdentityProvider(settings(garbage.issuer)).begin()()).toEqual(E.left(expect.objectContaining({ kind: 'failed' })));
    } finally {
      await garbage.close();
    }
  });
});

describe('providerErrorOf', () => {
  it.each([
    [Object.assign(new Error('timed out'), { name: 'TimeoutError' }), 'unavailable', 'timeout'],
    [Object.assign(new Error('operation timed out'), { code: 'OAUTH_TIMEOUT' }), 'unavailable', 'timeout'],
    [new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) }), 'unavailable', 'ECONNREFUSED'],
    [new Error('something went wrong', { cause: new TypeError('fetch failed', { cause: Object.assign(new Error('lookup'), { code: 'ENOTFOUND' }) }) }), 'unavailable', 'ENOTFOUND'],
    [Object.assign(new Error('bad status'), { code: 'OAUTH_RESPONSE_IS_NOT_CONFORM', cause: { status: 503 } }), 'unavailable', 'http_503'],
    [Object.assign(new Error('server said'), { name: 'ResponseBodyError', error: 'invalid_grant', status: 400 }), 'refused', 'invalid_grant'],
    [Object.assign(new Error('not json'), { code: 'OAUTH_RESPONSE_IS_NOT_JSON' }), 'failed', 'OAUTH_RESPONSE_IS_NOT_JSON'],
    [Object.assign(new Error('odd'), { code: 'a code with spaces and <html>' }), 'failed', 'invalid_response'],
  ])('maps %p to %s (%s)', (error, kind, code) => {
    expect(providerErrorOf(error)).toEqual({ _tag: 'IdentityProviderError', kind, code });
  });
});
