import type { UserId } from '@quire/domain/ids';
import type { User } from '@quire/domain/accounts/user';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { requireFound } from '../require-found';

/** The user with this id, else NotFound. */
export const requireUser =
  (users: UserRepository) =>
  (id: UserId): TE.TaskEither<AppError, User> =>
    requireFound('User', id, () => users.findById(id));
