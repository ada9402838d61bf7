import { isRole, type Role, ROLES } from '@quire/domain/accounts/role';
import * as E from 'fp-ts/Either';
import type { ConfigError, Env } from './config-setting';

/** Sign-in for people with OpenID Connect (docs/sign-in.md); absent when OIDC_ISSUER is not set. */
export type OidcConfig = {
  /** OIDC_ISSUER: the provider's issuer URL (its discovery document is at `/.well-known/openid-configuration` below it). */
  readonly issuer: URL;
  /** OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: Quire's client at the provider (a confidential client). */
  readonly clientId: string;
  readonly clientSecret: string;
  /** OIDC_REDIRECT_URI: the callback registered at the provider (default PUBLIC_URL, else http://HOST:PORT, + `/auth/callback`). */
  readonly redirectUri: URL;
  /** OIDC_PROVIDER_NAME: the name on the console's button, "Sign in with …" (default the issuer's host name). */
  readonly providerName: string;
  /** OIDC_TIMEOUT_MS: the longest any request to the provider may take (5 s). */
  readonly timeoutMs: number;
  /** OIDC_JOIN_ROLE and OIDC_JOIN_TENANT: people with no membership join this tenant with this role; absent, they are refused. */
  readonly join: { readonly role: Role; readonly tenantId: string } | undefined;
};

type Integer = (env: Env, setting: string, fallback: number, min: number, max: number) => E.Either<ConfigError, number>;

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether a URL's host is this machine (where plain http is allowed, and cookies need not be Secure). */
export const isLoopback = (url: URL): boolean => LOOPBACK.test(url.hostname) || url.hostname === '[::1]';

const text = (env: Env, setting: string): string | undefined => {
  const raw = env[setting]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
};

/** An absolute http(s) URL without credentials or fragment; plain http only on loopback. */
const webUrl = (setting: string, raw: string): E.Either<ConfigError, URL> => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return E.left({ setting, message: `${setting} must be an absolute URL, got "${raw}"` });
  }
  if (url.username !== '' || url.password !== '' || url.hash !== '') return E.left({ setting, message: `${setting} must have no user, password or #fragment` });
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url))) return E.right(url);
  return E.left({ setting, message: `${setting} must be an https:// URL (plain http:// only on loopback: localhost, 127.0.0.1, [::1])` });
};

/** The callback: OIDC_REDIRECT_URI, else PUBLIC_URL or http://HOST:PORT with `/auth/callback`. */
const redirectUriOf = (env: Env, host: string, port: number): E.Either<ConfigError, URL> => {
  const explicit = text(env, 'OIDC_REDIRECT_URI');
  if (explicit !== undefined) return webUrl('OIDC_REDIRECT_URI', explicit);
  const publicUrl = text(env, 'PUBLIC_URL');
  if (publicUrl !== undefined) return E.map((base: URL) => new URL(`${base.pathname.replace(/\/+$/, '')}/auth/callback`, base))(webUrl('PUBLIC_URL', publicUrl));
  if (port === 0) return E.left({ setting: 'OIDC_REDIRECT_URI', message: 'with PORT=0 the callback cannot be known: set PUBLIC_URL or OIDC_REDIRECT_URI' });
  const name = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return webUrl('OIDC_REDIRECT_URI', `http://${name}:${port}/auth/callback`);
};

/**
 * Decodes the OpenID Connect settings: none without OIDC_ISSUER; with it, the client id and secret
 * are required, the URLs checked, and OIDC_JOIN_ROLE (if set) must name a role and come with OIDC_JOIN_TENANT.
 */
export const oidcConfigOf = (env: Env, server: { readonly host: string; readonly port: number }, integer: Integer): E.Either<ConfigError, OidcConfig | undefined> => {
  const issuerText = text(env, 'OIDC_ISSUER');
  const clientId = text(env, 'OIDC_CLIENT_ID');
  const clientSecret = text(env, 'OIDC_CLIENT_SECRET');
  if (issuerText === undefined) {
    const stray = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_JOIN_ROLE'].find((setting) => text(env, setting) !== undefined);
    return stray === undefined ? E.right(undefined) : E.left({ setting: 'OIDC_ISSUER', message: `${stray} is set but OIDC_ISSUER is not: set the issuer too, or unset ${stray}` });
  }
  const issuer = webUrl('OIDC_ISSUER', issuerText);
  if (E.isLeft(issuer)) return issuer;
  if (clientId === undefined) return E.left({ setting: 'OIDC_CLIENT_ID', message: 'OIDC_CLIENT_ID is required with OIDC_ISSUER' });
  if (clientSecret === undefined) return E.left({ setting: 'OIDC_CLIENT_SECRET', message: 'OIDC_CLIENT_SECRET is required with OIDC_ISSUER' });
  const redirectUri = redirectUriOf(env, server.host, server.port);
  if (E.isLeft(redirectUri)) return redirectUri;
  const timeoutMs = integer(env, 'OIDC_TIMEOUT_MS', 5_000, 100, 60_000);
  if (E.isLeft(timeoutMs)) return timeoutMs;
  const providerName = text(env, 'OIDC_PROVIDER_NAME') ?? issuer.right.hostname;
  if (providerName.length > 100) return E.left({ setting: 'OIDC_PROVIDER_NAME', message: 'OIDC_PROVIDER_NAME must be at most 100 characters' });
  const joinRole = text(env, 'OIDC_JOIN_ROLE');
  const joinTenant = text(env, 'OIDC_JOIN_TENANT');
  if (joinRole === undefined) {
    if (joinTenant !== undefined) return E.left({ setting: 'OIDC_JOIN_TENANT', message: 'OIDC_JOIN_TENANT is set but OIDC_JOIN_ROLE is not: name the role new people get' });
    return E.right({ issuer: issuer.right, clientId, clientSecret, redirectUri: redirectUri.right, providerName, timeoutMs: timeoutMs.right, join: undefined });
  }
  if (!isRole(joinRole)) return E.left({ setting: 'OIDC_JOIN_ROLE', message: `OIDC_JOIN_ROLE must be one of ${ROLES.join(', ')}, got "${joinRole}"` });
  const role: Role = joinRole;
  if (joinTenant === undefined) return E.left({ setting: 'OIDC_JOIN_TENANT', message: 'OIDC_JOIN_ROLE needs OIDC_JOIN_TENANT: the id of the tenant new people join' });
  return E.right({ issuer: issuer.right, clientId, clientSecret, redirectUri: redirectUri.right, providerName, timeoutMs: timeoutMs.right, join: { role, tenantId: joinTenant } });
};
