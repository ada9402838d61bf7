import type { UserId } from '@quire/domain/ids';
import type { User } from '@quire/domain/accounts/user';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { EmailTaken, UserRepository } from '@quire/ports/accounts/user-repository';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { databaseFailure } from '../platform/database-failure';
import { retryingDeadlocks } from '../platform/deadlock-retries';
import { runQuery } from '../platform/run-query';
import { violatesUnique } from '../platform/sql-errors';
import { userFromRow, type UserRow, userToRow } from './user-row';

const EMAIL_INDEX = { name: 'users_email_unique', columns: 'users.email' };

export class KnexUserRepository implements UserRepository {
  constructor(private readonly knex: Knex) {}

  insert(user: User): TE.TaskEither<StorageError | EmailTaken, void> {
    return TE.tryCatch(
      () =>
        retryingDeadlocks(async () => {
          await this.knex<UserRow>('users').insert(userToRow(user));
        }),
      (error): StorageError | EmailTaken => (violatesUnique(error, EMAIL_INDEX) ? { _tag: 'EmailTaken', email: user.email } : databaseFailure('users.insert')(error)),
    );
  }

  findById(id: UserId): TE.TaskEither<StorageError, O.Option<User>> {
    return runQuery('users.findById', async () => O.map(userFromRow)(O.fromNullable(await this.knex<UserRow>('users').where({ id }).first())));
  }

  findByEmail(email: string): TE.TaskEither<StorageError, O.Option<User>> {
    const wanted = email.trim().toLowerCase();
    return runQuery('users.findByEmail', async () => O.map(userFromRow)(O.fromNullable(await this.knex<UserRow>('users').where({ email: wanted }).first())));
  }
}
