import { noIdentityProvider } from '@quire/adapter-oidc/no-identity-provider';
import { OpenIdIdentityProvider } from '@quire/adapter-oidc/openid-identity-provider';
import { ContainerModule } from 'inversify';
import type { OidcConfig } from '../oidc-config';
import { bindPorts } from './bind-ports';

/** The OpenID Connect provider people sign in with (OIDC_*; docs/sign-in.md), or, without OIDC_ISSUER, none. */
export const identityProviderModule = (oidc: OidcConfig | undefined): { readonly module: ContainerModule; readonly provider: OpenIdIdentityProvider | undefined } => {
  const provider =
    oidc === undefined
      ? undefined
      : new OpenIdIdentityProvider({ issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret, redirectUri: oidc.redirectUri, name: oidc.providerName, timeoutMs: oidc.timeoutMs });
  return { module: new ContainerModule(({ bind }) => bindPorts(bind, { identityProvider: provider ?? noIdentityProvider })), provider };
};
