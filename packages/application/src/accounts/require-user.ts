import type { UserId } from '@quire/domain/ids';
import type { User } from '@quire/domain/user';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../app-error';

/** The user with this id, else NotFound. */
export const requireUser =
  (users: UserRepository) =>
  (id: UserId): TE.TaskEither<AppError, User> =>
    pipe(
      TE.Do,
      TE.chain(() => users.findById(id)),
      TE.mapLeft((error): AppError => error),
      TE.chain(TE.fromOption(() => notFound('User', id))),
    );
