import * as E from 'fp-ts/Either';
import pino from 'pino';
import { readConfig } from '../config';
import { httpOptionsOf } from './http-options';

const optionsOf = (env: Record<string, string>) => {
  const config = readConfig(env, '/x');
  if (E.isLeft(config)) throw new Error(config.left.message);
  return httpOptionsOf(config.right, pino({ level: 'silent' }));
};

const OIDC = { OIDC_ISSUER: 'https://sso.example.com', OIDC_CLIENT_ID: 'quire', OIDC_CLIENT_SECRET: 'secret' };

describe('httpOptionsOf: the session cookies', () => {
  it('are Secure unless people reach the server on loopback', () => {
    expect(optionsOf({ ...OIDC, PUBLIC_URL: 'https://quire.example.com' }).auth).toEqual({ secureCookies: true });
    expect(optionsOf({ ...OIDC, PORT: '8080' }).auth).toEqual({ secureCookies: false });
    expect(optionsOf({ ...OIDC, PUBLIC_URL: 'http://localhost:8080' }).auth).toEqual({ secureCookies: false });
    expect(optionsOf({}).auth).toEqual({ secureCookies: true });
  });
});
