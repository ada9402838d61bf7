import type { Role } from '@quire/domain/accounts/role';
import { createUser, type User } from '@quire/domain/accounts/user';
import { userId } from '@quire/domain/ids';
import type { Member } from '@quire/ports/accounts/member-repository';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, fromInvalidInput } from '../app-error';
import { currentTime } from '../current-time';
import { auditAppend } from '../audit-trail/audit-append';
import { joinTenant } from '../memberships/join-tenant';
import type { Principal } from '../principal';
import { requireFound } from '../require-found';

export type AddMemberByEmailInput = { readonly principal: Principal; readonly email: string; readonly name?: string | undefined; readonly role: Role };
export type AddMemberByEmail = (input: AddMemberByEmailInput) => TE.TaskEither<AppError, Member>;

type Deps = Pick<Ports, 'users' | 'members' | 'ids' | 'clock'>;

/** The name of a user first known by their e-mail: the part before the @. */
const nameFrom = (email: string): string => email.trim().split('@')[0] ?? email;

/** The user with this e-mail, made (with `name`, default: the e-mail's local part) when there is none; a user made meanwhile by another request is read. */
const userByEmail = ({ users, ids }: Pick<Deps, 'users' | 'ids'>, email: string, name: string | undefined, now: Date): TE.TaskEither<AppError, User> =>
  pipe(
    users.findByEmail(email),
    TE.mapLeft((error): AppError => error),
    TE.chain(
      O.fold(
        () =>
          pipe(
            TE.fromEither(pipe(createUser({ id: userId(ids.next()), email, name: name ?? nameFrom(email), now }), E.mapLeft(fromInvalidInput))),
            TE.chain((user) =>
              pipe(
                users.insert(user),
                TE.map(() => user),
                TE.orElse((error): TE.TaskEither<AppError, User> => (error._tag === 'EmailTaken' ? requireFound('User', email, () => users.findByEmail(email)) : TE.left(error))),
              ),
            ),
          ),
        (user) => TE.right<AppError, User>(user),
      ),
    ),
  );

/**
 * Makes the person with this e-mail a member of the caller's tenant with `role` (`POST /Members`):
 * a user the installation does not know yet is made first. One who is a member already is a 409
 * `already_a_member` (their role is changed with PUT).
 */
export const addMemberByEmail =
  (deps: Deps): AddMemberByEmail =>
  ({ principal, email, name, role }) =>
    pipe(
      currentTime(deps.clock),
      TE.bindTo('now'),
      TE.bind('user', ({ now }) => userByEmail(deps, email, name, now)),
      TE.chainFirst(({ user, now }) =>
        joinTenant(deps.members)(
          { tenantId: principal.tenantId, userId: user.id, role, createdAt: now },
          auditAppend(deps)(principal, 'member.added', { type: 'Member', id: user.id, version: null }, { role }),
        ),
      ),
      TE.map(({ user, now }) => ({ user, role, since: now })),
    );
