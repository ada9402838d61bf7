import * as E from 'fp-ts/Either';
import { readConfig } from './config';

const OIDC = { OIDC_ISSUER: 'https://sso.example.com/realms/firm', OIDC_CLIENT_ID: 'quire', OIDC_CLIENT_SECRET: 'secret' };

const oidcOf = (env: Record<string, string>) => {
  const config = readConfig(env, '/x');
  if (E.isLeft(config)) throw new Error(`refused: ${config.left.setting}: ${config.left.message}`);
  return config.right.oidc;
};
const refusal = (env: Record<string, string>) => {
  const config = readConfig(env, '/x');
  return E.isLeft(config) ? config.left : undefined;
};

describe('readConfig: sign-in with OpenID Connect', () => {
  it('is off without OIDC_ISSUER', () => {
    expect(oidcOf({})).toBeUndefined();
  });

  it('reads the provider, with the callback at http://HOST:PORT/auth/callback and the issuer host as its name by default', () => {
    expect(oidcOf({ ...OIDC, PORT: '8080' })).toEqual({
      issuer: new URL(OIDC.OIDC_ISSUER),
      clientId: 'quire',
      clientSecret: 'secret',
      redirectUri: new URL('http://127.0.0.1:8080/auth/callback'),
      providerName: 'sso.example.com',
      timeoutMs: 5_000,
      join: undefined,
    });
  });

  it('puts the callback under PUBLIC_URL, unless OIDC_REDIRECT_URI names it', () => {
    expect(oidcOf({ ...OIDC, PUBLIC_URL: 'https://quire.example.com/' })?.redirectUri.href).toBe('https://quire.example.com/auth/callback');
    expect(oidcOf({ ...OIDC, PUBLIC_URL: 'https://example.com/quire' })?.redirectUri.href).toBe('https://example.com/quire/auth/callback');
    expect(oidcOf({ ...OIDC, PUBLIC_URL: 'https://quire.example.com', OIDC_REDIRECT_URI: 'https://quire.example.com/auth/callback?x=1' })?.redirectUri.href).toBe('https://quire.example.com/auth/callback?x=1');
  });

  it('reads who may join, the provider name and the time limit', () => {
    expect(oidcOf({ ...OIDC, OIDC_JOIN_ROLE: 'drafter', OIDC_JOIN_TENANT: 'tenant-1', OIDC_PROVIDER_NAME: 'Firm SSO', OIDC_TIMEOUT_MS: '2000' })).toMatchObject({
      join: { role: 'drafter', tenantId: 'tenant-1' },
      providerName: 'Firm SSO',
      timeoutMs: 2_000,
    });
  });

  it('allows plain http for an issuer on loopback only', () => {
    expect(oidcOf({ ...OIDC, OIDC_ISSUER: 'http://127.0.0.1:9000' })?.issuer.href).toBe('http://127.0.0.1:9000/');
    expect(oidcOf({ ...OIDC, OIDC_ISSUER: 'http://localhost:9000/realms/x' })?.issuer.href).toBe('http://localhost:9000/realms/x');
    expect(refusal({ ...OIDC, OIDC_ISSUER: 'http://sso.example.com' })).toMatchObject({ setting: 'OIDC_ISSUER', message: expect.stringContaining('https://') });
  });

  it.each([
    [{ ...OIDC, OIDC_CLIENT_ID: '' }, 'OIDC_CLIENT_ID'],
    [{ ...OIDC, OIDC_CLIENT_SECRET: ' ' }, 'OIDC_CLIENT_SECRET'],
    [{ OIDC_CLIENT_ID: 'quire' }, 'OIDC_ISSUER'],
    [{ ...OIDC, OIDC_ISSUER: 'not a url' }, 'OIDC_ISSUER'],
    [{ ...OIDC, OIDC_ISSUER: 'https://user:pw@sso.example.com' }, 'OIDC_ISSUER'],
    [{ ...OIDC, PORT: '0' }, 'OIDC_REDIRECT_URI'],
    [{ ...OIDC, OIDC_REDIRECT_URI: 'ftp://quire.example.com/cb' }, 'OIDC_REDIRECT_URI'],
    [{ ...OIDC, PUBLIC_URL: 'http://quire.example.com' }, 'PUBLIC_URL'],
    [{ ...OIDC, OIDC_JOIN_ROLE: 'admin', OIDC_JOIN_TENANT: 't' }, 'OIDC_JOIN_ROLE'],
    [{ ...OIDC, OIDC_JOIN_ROLE: 'drafter' }, 'OIDC_JOIN_TENANT'],
    [{ ...OIDC, OIDC_JOIN_TENANT: 't' }, 'OIDC_JOIN_TENANT'],
    [{ ...OIDC, OIDC_TIMEOUT_MS: '10' }, 'OIDC_TIMEOUT_MS'],
    [{ ...OIDC, OIDC_PROVIDER_NAME: 'x'.repeat(101) }, 'OIDC_PROVIDER_NAME'],
  ])('refuses %j naming %s', (env, setting) => {
    expect(refusal(env)).toMatchObject({ setting });
  });
});
