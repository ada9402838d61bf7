import type { Role } from '@quire/domain/accounts/role';
import type { TenantId, UserId } from '@quire/domain/ids';
import type { MemberRepository } from '@quire/ports/accounts/member-repository';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, forbidden } from '../app-error';

/** The user's role in the tenant when they are a member of it, else Forbidden. */
export const requireMembership =
  (members: MemberRepository) =>
  (tenantId: TenantId, userId: UserId): TE.TaskEither<AppError, Role> =>
    pipe(
      members.roleOf(tenantId, userId),
      TE.mapLeft((error): AppError => error),
      TE.chain(O.fold(() => TE.left<AppError, Role>(forbidden), (role) => TE.right(role))),
    );
