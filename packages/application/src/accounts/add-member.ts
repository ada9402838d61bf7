import { type TenantId, userId } from '@quire/domain/ids';
import type { User } from '@quire/domain/accounts/user';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import type { Ports } from '@quire/ports/ports';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../app-error';
import { currentTime } from '../current-time';
import { requireTenant } from './require-tenant';

/** `user` is a user's id or e-mail. */
export type AddMemberInput = { readonly tenantId: TenantId; readonly user: string };
export type AddMember = (input: AddMemberInput) => TE.TaskEither<AppError, { readonly user: User; readonly added: boolean }>;

type Deps = Pick<Ports, 'users' | 'tenants' | 'clock'>;

const findUser = (users: UserRepository, idOrEmail: string): TE.TaskEither<AppError, User> =>
  pipe(
    users.findById(userId(idOrEmail.trim())),
    TE.chainW((byId) => (O.isSome(byId) ? TE.right(byId) : idOrEmail.includes('@') ? users.findByEmail(idOrEmail) : TE.right(O.none))),
    TE.chainW(O.fold(() => TE.left<AppError, User>(notFound('User', idOrEmail)), (user) => TE.right(user))),
  );

/** Makes an existing user a member of another tenant (the operator's `quire members add`); a member already is left as is. */
export const addMember =
  ({ users, tenants, clock }: Deps): AddMember =>
  (input) =>
    pipe(
      requireTenant(tenants)(input.tenantId),
      TE.chainW(() => findUser(users, input.user)),
      TE.bindTo('user'),
      TE.bindW('member', ({ user }) => users.isMember(input.tenantId, user.id)),
      TE.chainW(({ user, member }): TE.TaskEither<AppError, { readonly user: User; readonly added: boolean }> =>
        member
          ? TE.right({ user, added: false })
          : pipe(
              currentTime(clock),
              TE.chainW((now) => users.addMembership({ tenantId: input.tenantId, userId: user.id, createdAt: now })),
              TE.map(() => ({ user, added: true })),
            ),
      ),
    );
