import type { TenantId, UserId } from '@quire/domain/ids';
import type { Membership, User } from '@quire/domain/accounts/user';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { EmailTaken, UserRepository } from '@quire/ports/accounts/user-repository';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';

const membershipKey = (tenantId: TenantId, userId: UserId): string => JSON.stringify([tenantId, userId]);

export class InMemoryUserRepository implements UserRepository {
  private readonly rows = new Map<UserId, User>();
  private readonly memberships = new Map<string, Membership>();

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

  addMembership(membership: Membership): TE.TaskEither<StorageError, void> {
    const key = membershipKey(membership.tenantId, membership.userId);
    if (!this.memberships.has(key)) this.memberships.set(key, membership);
    return TE.right(undefined);
  }

  isMember(tenantId: TenantId, userId: UserId): TE.TaskEither<StorageError, boolean> {
    return TE.right(this.memberships.has(membershipKey(tenantId, userId)));
  }

  membershipsOf(userId: UserId): TE.TaskEither<StorageError, ReadonlyArray<Membership>> {
    const mine = [...this.memberships.values()].filter((membership) => membership.userId === userId);
    return TE.right(mine.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.tenantId < b.tenantId ? -1 : a.tenantId > b.tenantId ? 1 : 0)));
  }
}
