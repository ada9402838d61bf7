import type * as TE from 'fp-ts/TaskEither';

/** What the identity provider says of the person who signed in (from the ID token, or its userinfo endpoint). */
export type Identity = {
  /** The provider's stable id of the person (`sub`). */
  readonly subject: string;
  readonly email: string | undefined;
  /** Whether the provider vouches that the person owns `email` (`email_verified`). */
  readonly emailVerified: boolean;
  readonly name: string | undefined;
};

/** What a sign-in's callback must be checked against: made when it began, kept by the browser sealed, never by the provider. */
export type SignInChecks = { readonly state: string; readonly nonce: string; readonly codeVerifier: string };

/** A sign-in begun: where to send the browser (authorization code + PKCE), and what its callback must match. */
export type AuthorizationRequest = { readonly url: string; readonly checks: SignInChecks };

/**
 * Why the provider gave no identity. `unavailable`: it could not be reached or answered 5xx in
 * time (503); `failed`: it answered something that is not OpenID Connect or does not verify
 * (a bad signature, another issuer, garbage: 502); `refused`: the callback is not one we can
 * accept (wrong state, an error the provider reported such as `access_denied`, a replayed code:
 * 400); `not_configured`: no provider is set up (404). `code` is safe to log: an OAuth error code or
 * the client library's, never a message or a token.
 */
export type IdentityProviderError = { readonly _tag: 'IdentityProviderError'; readonly kind: 'unavailable' | 'failed' | 'refused' | 'not_configured'; readonly code: string };

/** An OpenID Connect provider the console signs people in with. */
export interface IdentityProvider {
  /** The provider's name as people know it ("Sign in with …"); undefined when none is configured. */
  readonly name: string | undefined;
  /** Starts a sign-in: the authorization URL with a fresh state, nonce and PKCE challenge. */
  begin(): TE.TaskEither<IdentityProviderError, AuthorizationRequest>;
  /** Finishes it: exchanges the code the callback carries (its query string) and verifies the ID token against `checks`. */
  finish(callbackQuery: string, checks: SignInChecks): TE.TaskEither<IdentityProviderError, Identity>;
}

export const identityProviderError = (kind: IdentityProviderError['kind'], code: string): IdentityProviderError => ({ _tag: 'IdentityProviderError', kind, code });
