import type { AuthorizationRequest, Identity, IdentityProvider, IdentityProviderError, SignInChecks } from '@quire/ports/sessions/identity-provider';
import { identityProviderError } from '@quire/ports/sessions/identity-provider';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import * as client from 'openid-client';
import { providerErrorOf } from './provider-errors';

export type OpenIdSettings = {
  /** The issuer; its discovery document is read from `/.well-known/openid-configuration` below it. */
  readonly issuer: URL;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The callback registered at the provider. */
  readonly redirectUri: URL;
  /** The name people know the provider by. */
  readonly name: string;
  /** The longest one request to the provider may take. */
  readonly timeoutMs: number;
  /** After a failed discovery, how long sign-ins are answered `unavailable` before it is tried again (10 s). */
  readonly retryAfterMs?: number;
};

const SCOPE = 'openid email profile';
const DEFAULT_RETRY_AFTER_MS = 10_000;

const isLoopback = (url: URL): boolean => /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(url.hostname);

/** `email_verified` as providers send it: a boolean, or (some) the string "true". */
const verified = (value: unknown): boolean => value === true || value === 'true';
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The identity provider on openid-client (a certified OpenID Connect relying party library):
 * authorization code flow with PKCE (S256), state and nonce, the ID token verified against the
 * provider's keys, the person's e-mail from the ID token or else from the userinfo endpoint.
 * Discovery happens on first use (never at construction: a provider that is down never stops the
 * start), is kept once it succeeds, and after a failure is tried again at most every `retryAfterMs`.
 * Plain http is used only for an issuer on loopback.
 */
export class OpenIdIdentityProvider implements IdentityProvider {
  readonly name: string;
  private discovered: Promise<client.Configuration> | undefined;
  private failedAt: { readonly atMs: number; readonly error: IdentityProviderError } | undefined;

  constructor(
    private readonly settings: OpenIdSettings,
    private readonly nowMs: () => number = Date.now,
  ) {
    this.name = settings.name;
  }

  /** Reads the discovery document now (the server does so in the background at start, to say in its log whether sign-in works). */
  warmUp(): TE.TaskEither<IdentityProviderError, void> {
    return async () => E.map(() => undefined)(await this.configuration());
  }

  begin(): TE.TaskEither<IdentityProviderError, AuthorizationRequest> {
    return async () => {
      const configuration = await this.configuration();
      if (E.isLeft(configuration)) return configuration;
      const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(configuration.right, {
        redirect_uri: this.settings.redirectUri.href,
        response_type: 'code',
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return E.right({ url: url.href, checks });
    };
  }

  finish(callbackQuery: string, checks: SignInChecks): TE.TaskEither<IdentityProviderError, Identity> {
    return async () => {
      const query = new URLSearchParams(callbackQuery);
      // What the browser brought back is checked before anything is asked of the provider.
      const refused = query.get('error');
      if (refused !== null) return E.left(providerErrorOf({ name: 'AuthorizationResponseError', error: refused }));
      if (query.get('state') !== checks.state) return E.left(identityProviderError('refused', 'state_mismatch'));
      if (query.get('code') === null) return E.left(identityProviderError('refused', 'code_missing'));
      const configuration = await this.configuration();
      if (E.isLeft(configuration)) return configuration;
      try {
        const callback = new URL(this.settings.redirectUri.href);
        callback.search = query.toString();
        const tokens = await client.authorizationCodeGrant(configuration.right, callback, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (claims === undefined) return E.left(identityProviderError('failed', 'id_token_missing'));
        const fromToken = text(claims['email']) === undefined ? undefined : claims;
        const source = fromToken ?? (await client.fetchUserInfo(configuration.right, tokens.access_token, claims.sub));
        return E.right({ subject: claims.sub, email: text(source['email']), emailVerified: verified(source['email_verified']), name: text(source['name']) ?? text(claims['name']) });
      } catch (error) {
        return E.left(providerErrorOf(error));
      }
    };
  }

  /** The provider's configuration: discovered once, or the last failure while it is recent. */
  private async configuration(): Promise<E.Either<IdentityProviderError, client.Configuration>> {
    if (this.discovered === undefined) {
      const retryAfter = this.settings.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
      if (this.failedAt !== undefined && this.nowMs() - this.failedAt.atMs < retryAfter) return E.left(this.failedAt.error);
      this.discovered = this.discover();
    }
    try {
      return E.right(await this.discovered);
    } catch (error) {
      this.discovered = undefined;
      const failure = providerErrorOf(error);
      this.failedAt = { atMs: this.nowMs(), error: failure };
      return E.left(failure);
    }
  }

  private async discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret, timeoutMs } = this.settings;
    const seconds = Math.max(1, Math.ceil(timeoutMs / 1000));
    // The client authenticates as OpenID Connect's default, client_secret_basic, unless the provider says it accepts only client_secret_post.
    const basic = client.ClientSecretBasic(clientSecret);
    const post = client.ClientSecretPost(clientSecret);
    const authentication: client.ClientAuth = (server, metadata, body, headers) => {
      const supported = server.token_endpoint_auth_methods_supported;
      return (supported === undefined || supported.includes('client_secret_basic') || !supported.includes('client_secret_post') ? basic : post)(server, metadata, body, headers);
    };
    const configuration = await client.discovery(issuer, clientId, undefined, authentication, {
      timeout: seconds,
      ...(issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
    });
    configuration.timeout = seconds;
    return configuration;
  }
}
