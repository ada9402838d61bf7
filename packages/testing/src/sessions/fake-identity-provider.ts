import { type Identity, type IdentityProvider, type IdentityProviderError, identityProviderError, type SignInChecks } from '@quire/ports/sessions/identity-provider';
import * as TE from 'fp-ts/TaskEither';

/**
 * An identity provider a test steers: unconfigured until `configure(name)`; then each begun sign-in
 * gets numbered checks, and `finish` answers `identity` when the callback's `state` is the begun
 * one's, or `failure` when the test set one (the provider down, garbage).
 */
export class FakeIdentityProvider implements IdentityProvider {
  name: string | undefined = undefined;
  identity: Identity = { subject: 'subject-1', email: 'person@example.com', emailVerified: true, name: 'A Person' };
  failure: IdentityProviderError | undefined = undefined;
  private begun = 0;

  configure(name: string): this {
    this.name = name;
    return this;
  }

  begin(): TE.TaskEither<IdentityProviderError, { url: string; checks: SignInChecks }> {
    if (this.name === undefined) return TE.left(identityProviderError('not_configured', 'not_configured'));
    if (this.failure !== undefined) return TE.left(this.failure);
    this.begun++;
    const checks = { state: `state-${this.begun}`, nonce: `nonce-${this.begun}`, codeVerifier: `verifier-${this.begun}` };
    return TE.right({ url: `https://idp.example.com/authorize?state=${checks.state}`, checks });
  }

  finish(callbackQuery: string, checks: SignInChecks): TE.TaskEither<IdentityProviderError, Identity> {
    if (this.name === undefined) return TE.left(identityProviderError('not_configured', 'not_configured'));
    if (this.failure !== undefined) return TE.left(this.failure);
    if (new URLSearchParams(callbackQuery).get('state') !== checks.state) return TE.left(identityProviderError('refused', 'state_mismatch'));
    return TE.right(this.identity);
  }
}
