import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { sealAttempt } from './sign-in-attempt';
import type { SignInFailure } from './sign-in-failure';

/** `returnTo` is a path on this server (the HTTP adapter checks it); `tenantId` the tenant asked for, if any. */
export type BeginSignInInput = { readonly tenantId: string | undefined; readonly returnTo: string };
/** Where to send the browser, and the sealed attempt it must bring back with the callback (a cookie). */
export type BegunSignIn = { readonly url: string; readonly attempt: string };
export type BeginSignIn = (input: BeginSignInInput) => TE.TaskEither<SignInFailure, BegunSignIn>;

type Deps = Pick<Ports, 'identityProvider' | 'secretBox' | 'clock'>;

/** Starts a sign-in with the identity provider: authorization code with PKCE, a fresh state and nonce. */
export const beginSignIn =
  ({ identityProvider, secretBox, clock }: Deps): BeginSignIn =>
  (input) =>
  async () => {
    const request = await identityProvider.begin()();
    if (E.isLeft(request)) return request;
    const attempt = sealAttempt(secretBox, { ...request.right.checks, tenantId: input.tenantId ?? null, returnTo: input.returnTo, startedAtMs: clock.now().getTime() });
    return E.right({ url: request.right.url, attempt });
  };
