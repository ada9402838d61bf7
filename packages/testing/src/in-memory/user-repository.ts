import type { UserId } from '@quire/domain/ids';
import type { User } from '@quire/domain/accounts/user';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { EmailTaken, UserRepository } from '@quire/ports/accounts/user-repository';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';

export class InMemoryUserRepository implements UserRepository {
  private readonly rows = new Map<UserId, User>();

  insert(user: User): TE.TaskEither<StorageError | EmailTaken, void> {
    if (this.rows.has(user.id)) return TE.left({ _tag: 'StorageError', operation: 'users.insert', kind: 'failed', cause: new Error('duplicate id') });
    if ([...this.rows.values()].some((row) => row.email === user.email)) return TE.left({ _tag: 'EmailTaken', email: user.email });
    this.rows.set(user.id, user);
    return TE.right(undefined);
  }

  findById(id: UserId): TE.TaskEither<StorageError, O.Option<User>> {
    return TE.right(O.fromNullable(this.rows.get(id)));
  }

  findByEmail(email: string): TE.TaskEither<StorageError, O.Option<User>> {
    const wanted = email.trim().toLowerCase();
    return TE.right(O.fromNullable([...this.rows.values()].find((row) => row.email === wanted)));
  }

  /** The stored user, for the in-memory member repository's joins. */
  stored(id: UserId): User | undefined {
    return this.rows.get(id);
  }
}
