import { type TenantId, tenantId as tenantIdOf, type UserId } from '@quire/domain/ids';
import type { Membership, User } from '@quire/domain/accounts/user';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { EmailTaken, UserRepository } from '@quire/ports/accounts/user-repository';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { databaseFailure } from '../platform/database-failure';
import { retryingDeadlocks } from '../platform/deadlock-retries';
import { readRow } from '../platform/read-row';
import { runQuery } from '../platform/run-query';
import { readDate } from '../platform/sql-date';
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

  addMembership(membership: Membership): TE.TaskEither<StorageError, void> {
    // An upsert that changes nothing: unlike INSERT IGNORE it still reports a missing tenant or user.
    return runQuery('memberships.insert', async () => {
      await this.knex('memberships')
        .insert({ tenant_id: membership.tenantId, user_id: membership.userId, created_at: membership.createdAt })
        .onConflict(['tenant_id', 'user_id'])
        .merge(['tenant_id']);
    });
  }

  /** A causal read on a Galera node (readRow): a membership ended through another node counts at once. */
  isMember(tenantId: TenantId, userId: UserId): TE.TaskEither<StorageError, boolean> {
    return runQuery('memberships.isMember', async () => {
      const row = await readRow(this.knex, 'select user_id from memberships where tenant_id = ? and user_id = ?', [tenantId, userId]);
      return row !== undefined;
    });
  }

  membershipsOf(userId: UserId): TE.TaskEither<StorageError, ReadonlyArray<Membership>> {
    return runQuery('memberships.ofUser', async () => {
      const rows: ReadonlyArray<{ tenant_id: string; created_at: unknown }> = await this.knex('memberships')
        .select('tenant_id', 'created_at')
        .where({ user_id: userId })
        .orderBy([{ column: 'created_at' }, { column: 'tenant_id' }]);
      return rows.map((row) => ({ tenantId: tenantIdOf(row.tenant_id), userId, createdAt: readDate(row.created_at) }));
    });
  }
}
