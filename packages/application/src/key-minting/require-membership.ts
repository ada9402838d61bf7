import type { TenantId, UserId } from '@quire/domain/ids';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, forbidden } from '../app-error';

/** Succeeds when the user is a member of the tenant, else Forbidden. */
export const requireMembership =
  (users: UserRepository) =>
  (tenantId: TenantId, userId: UserId): TE.TaskEither<AppError, void> =>
    pipe(
      TE.Do,
      TE.chain(() => users.isMember(tenantId, userId)),
      TE.mapLeft((error): AppError => error),
      TE.filterOrElse((member) => member, () => forbidden),
      TE.map(() => undefined),
    );
