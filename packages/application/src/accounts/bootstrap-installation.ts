import type { Tenant } from '@quire/domain/accounts/tenant';
import type { User } from '@quire/domain/accounts/user';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { createTenant } from './create-tenant';
import { createUser } from './create-user';
import { OPERATOR } from '../audit-trail/audit-append';
import { type IssuedApiKey, mintApiKey, type MintApiKeyDeps } from '../key-minting/mint-api-key';

export type BootstrapInput = { readonly tenantName: string; readonly userEmail: string; readonly userName: string; readonly keyName: string };
export type Bootstrapped = { readonly tenant: Tenant; readonly user: User } & IssuedApiKey;
/** Some(...) with the one-time secret when the store was empty; None when there was nothing to do. */
export type BootstrapInstallation = (input: BootstrapInput) => TE.TaskEither<AppError, O.Option<Bootstrapped>>;

/**
 * The first start on an empty store creates a tenant, a user who is its owner and one key, so
 * the installation can be used at once. On a store with any tenant it does nothing.
 */
export const bootstrapInstallation =
  (deps: MintApiKeyDeps & Pick<Ports, 'users' | 'tenants' | 'members'>): BootstrapInstallation =>
  (input) =>
    pipe(
      TE.Do,
      TE.chain(() => deps.tenants.count()),
      TE.mapLeft((error): AppError => error),
      TE.chain((count) => (count > 0 ? TE.right(O.none) : pipe(setUp(deps, input), TE.map(O.some)))),
    );

const setUp = (deps: MintApiKeyDeps & Pick<Ports, 'users' | 'tenants' | 'members'>, input: BootstrapInput): TE.TaskEither<AppError, Bootstrapped> =>
  pipe(
    createTenant(deps)({ name: input.tenantName }),
    TE.bindTo('tenant'),
    TE.bind('user', ({ tenant }) => createUser(deps)({ email: input.userEmail, name: input.userName, tenantId: tenant.id })),
    TE.bind('issued', ({ tenant, user }) => mintApiKey(deps)({ name: input.keyName, tenantId: tenant.id, userId: user.id, role: 'owner', actor: OPERATOR })),
    TE.map(({ tenant, user, issued }) => ({ tenant, user, key: issued.key, secret: issued.secret })),
  );
