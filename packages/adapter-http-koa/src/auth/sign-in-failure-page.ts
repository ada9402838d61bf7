import type { SignInFailure, SignInRefused } from '@quire/application/sessions/sign-in-failure';
import type { IdentityProviderError } from '@quire/ports/sessions/identity-provider';
import type { AuthPage } from './auth-page';

const TRY_LATER = 'Try again in a few minutes; API keys keep working meanwhile.';

const providerPage = (failure: IdentityProviderError): AuthPage => {
  switch (failure.kind) {
    case 'not_configured':
      return { status: 404, code: 'sign_in_not_configured', title: 'Sign-in is not set up', message: 'This server has no identity provider configured: sign in to the console with an API key.' };
    case 'unavailable':
      return { status: 503, code: 'identity_provider_unavailable', title: 'The identity provider cannot be reached', message: `The sign-in service did not answer in time. ${TRY_LATER}` };
    case 'failed':
      return { status: 502, code: 'identity_provider_failed', title: 'The identity provider answered something unexpected', message: `The sign-in service gave an answer that could not be verified. ${TRY_LATER}` };
    case 'refused':
      return { status: 400, code: 'sign_in_refused', title: 'The sign-in was not completed', message: 'The identity provider did not complete this sign-in, or it came back to a different browser session. Start again.' };
  }
};

const refusalPage = (failure: SignInRefused): AuthPage => {
  switch (failure.reason) {
    case 'attempt_missing':
      return { status: 400, code: 'sign_in_not_started', title: 'This sign-in was not started here', message: 'The answer from the identity provider does not belong to a sign-in this browser started. Start again.' };
    case 'attempt_expired':
      return { status: 400, code: 'sign_in_expired', title: 'This sign-in took too long', message: 'A sign-in must be completed within 10 minutes. Start again.' };
    case 'email_missing':
      return { status: 403, code: 'email_missing', title: 'No e-mail address', message: 'The identity provider did not give an e-mail address for your account, so it cannot be matched to a member.' };
    case 'email_unverified':
      return { status: 403, code: 'email_unverified', title: 'E-mail address not verified', message: 'The identity provider does not vouch for your e-mail address. Verify it with your identity provider, then sign in again.' };
    case 'not_a_member':
      return { status: 403, code: 'not_a_member', title: 'No access', message: 'Your account is not a member here. Ask an owner to add your e-mail address.' };
    case 'join_unavailable':
      return { status: 403, code: 'join_unavailable', title: 'No access', message: 'Your account is not a member here, and the tenant new members join no longer exists or has as many members as it may. Tell your administrator.' };
  }
};

/** The page a failed sign-in shows: 503/502 when the provider (or the store) failed, 4xx when the sign-in itself is refused. Never a 500. */
export const signInFailurePage = (failure: SignInFailure): AuthPage => {
  switch (failure._tag) {
    case 'IdentityProviderError':
      return providerPage(failure);
    case 'SignInRefused':
      return refusalPage(failure);
    case 'StorageError':
      return { status: 503, code: 'temporarily_unavailable', title: 'Sign-in is temporarily unavailable', message: TRY_LATER };
  }
};
