import { type IdentityProvider, identityProviderError } from '@quire/ports/sessions/identity-provider';
import * as TE from 'fp-ts/TaskEither';

/** The identity provider of a server with no OIDC_ISSUER: it has no name, and every sign-in is `not_configured` (people sign in with API keys). */
export const noIdentityProvider: IdentityProvider = {
  name: undefined,
  begin: () => TE.left(identityProviderError('not_configured', 'not_configured')),
  finish: () => TE.left(identityProviderError('not_configured', 'not_configured')),
};
