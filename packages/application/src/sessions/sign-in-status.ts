import type { Tenant } from '@quire/domain/accounts/tenant';
import type { User } from '@quire/domain/accounts/user';
import { parseSessionSecret, sessionEndsAtMs } from '@quire/domain/sessions/session';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { AuthenticateSession } from './authenticate-session';

/** Who is signed in with this cookie: their user, the tenant, and when the session ends unless used again (and at the latest). */
export type SignedInSession = { readonly user: User; readonly tenant: Tenant; readonly endsAt: Date; readonly expiresAt: Date };

/** How people sign in here (the provider's name, if one is configured) and whether this cookie is a session. */
export type SignInStatus = { readonly provider: string | undefined; readonly session: SignedInSession | undefined };
export type GetSignInStatus = (presented: string | undefined) => TE.TaskEither<AppError, SignInStatus>;

type Deps = Pick<Ports, 'identityProvider' | 'users' | 'tenants'>;

/** What the console asks first: sign in with the provider or with a key, and whether it is signed in already. A cookie that signs nobody in is no error here. */
export const getSignInStatus =
  (deps: Deps, authenticate: AuthenticateSession): GetSignInStatus =>
  (presented) =>
  async () => {
    const provider = deps.identityProvider.name;
    const secret = parseSessionSecret(presented ?? '');
    if (E.isLeft(secret)) return E.right({ provider, session: undefined });
    const signedIn = await authenticate(secret.right)();
    if (E.isLeft(signedIn)) return signedIn.left._tag === 'StorageError' ? signedIn : E.right({ provider, session: undefined });
    const { session } = signedIn.right;
    const [user, tenant] = await Promise.all([deps.users.findById(session.userId)(), deps.tenants.findById(session.tenantId)()]);
    if (E.isLeft(user)) return user;
    if (E.isLeft(tenant)) return tenant;
    if (O.isNone(user.right) || O.isNone(tenant.right)) return E.right({ provider, session: undefined });
    return E.right({
      provider,
      session: { user: user.right.value, tenant: tenant.right.value, endsAt: new Date(sessionEndsAtMs(session)), expiresAt: session.expiresAt },
    });
  };
