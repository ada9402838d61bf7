import type { Role } from '@quire/domain/accounts/role';
import { type TenantId, userId } from '@quire/domain/ids';
import type { User } from '@quire/domain/accounts/user';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import type { Ports } from '@quire/ports/ports';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../app-error';
import { currentTime } from '../current-time';
import { auditAppend, OPERATOR } from '../audit-trail/audit-append';
import { joinTenant } from '../memberships/join-tenant';
import { requireTenant } from './require-tenant';

/** `user` is a user's id or e-mail. */
export type AddMemberInput = { readonly tenantId: TenantId; readonly user: string; readonly role: Role };
export type AddMember = (input: AddMemberInput) => TE.TaskEither<AppError, { readonly user: User; readonly added: boolean; readonly role: Role }>;

type Deps = Pick<Ports, 'users' | 'tenants' | 'members' | 'ids' | 'clock'>;

const findUser = (users: UserRepository, idOrEmail: string): TE.TaskEither<AppError, User> =>
  pipe(
    users.findById(userId(idOrEmail.trim())),
    TE.chainW((byId) => (O.isSome(byId) ? TE.right(byId) : idOrEmail.includes('@') ? users.findByEmail(idOrEmail) : TE.right(O.none))),
    TE.chainW(O.fold(() => TE.left<AppError, User>(notFound('User', idOrEmail)), (user) => TE.right(user))),
  );

/**
 * Makes an existing user a member of a tenant with a role (the operator's `quire members add`); a
 * member already is left as is, with the role they have.
 */
export const addMember =
  ({ users, tenants, members, ids, clock }: Deps): AddMember =>
  (input) =>
    pipe(
      requireTenant(tenants)(input.tenantId),
      TE.chainW(() => findUser(users, input.user)),
      TE.bindTo('user'),
      TE.bindW('current', ({ user }) => members.roleOf(input.tenantId, user.id)),
      TE.chainW(({ user, current }): TE.TaskEither<AppError, { readonly user: User; readonly added: boolean; readonly role: Role }> =>
        O.isSome(current)
          ? TE.right({ user, added: false, role: current.value })
          : pipe(
              currentTime(clock),
              TE.chainW((now) =>
                joinTenant(members)(
                  { tenantId: input.tenantId, userId: user.id, role: input.role, createdAt: now },
                  auditAppend({ ids, clock })(OPERATOR, 'member.added', { type: 'Member', id: user.id, version: null }, { role: input.role }),
                ),
              ),
              TE.map(() => ({ user, added: true, role: input.role })),
            ),
      ),
    );
