import { type TenantId, userId } from '@quire/domain/ids';
import { createUser as newUser, type User } from '@quire/domain/accounts/user';
import type { Role } from '@quire/domain/accounts/role';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, conflict, fromInvalidInput } from '../app-error';
import { currentTime } from '../current-time';
import { auditAppend, OPERATOR } from '../audit-trail/audit-append';
import { joinTenant } from '../memberships/join-tenant';
import { requireTenant } from './require-tenant';

/** With `tenantId`, the user becomes its member with `role` (default: owner). */
export type CreateUserInput = { readonly email: string; readonly name: string; readonly tenantId?: TenantId | undefined; readonly role?: Role | undefined };
export type CreateUser = (input: CreateUserInput) => TE.TaskEither<AppError, User>;

type Deps = Pick<Ports, 'users' | 'tenants' | 'members' | 'ids' | 'clock'>;

/** A new user (e-mail unique in the installation), optionally made a member of an existing tenant. */
export const createUser =
  ({ users, tenants, members, ids, clock }: Deps): CreateUser =>
  (input) =>
    pipe(
      input.tenantId === undefined ? TE.right(undefined) : pipe(requireTenant(tenants)(input.tenantId), TE.map(() => undefined)),
      TE.chain(() => currentTime(clock)),
      TE.bindTo('now'),
      TE.bind('user', ({ now }) =>
        TE.fromEither(pipe(newUser({ id: userId(ids.next()), email: input.email, name: input.name, now }), E.mapLeft(fromInvalidInput))),
      ),
      TE.chainFirstW(({ user }) =>
        pipe(
          users.insert(user),
          TE.mapLeft((error): AppError => (error._tag === 'EmailTaken' ? conflict('email_taken', 'a user with this e-mail already exists') : error)),
        ),
      ),
      TE.chainFirstW(({ user, now }) =>
        input.tenantId === undefined
          ? TE.right(undefined)
          : joinTenant(members)(
              { tenantId: input.tenantId, userId: user.id, role: input.role ?? 'owner', createdAt: now },
              auditAppend({ ids, clock })(OPERATOR, 'member.added', { type: 'Member', id: user.id, version: null }, { role: input.role ?? 'owner' }),
            ),
      ),
      TE.map(({ user }) => user),
    );
