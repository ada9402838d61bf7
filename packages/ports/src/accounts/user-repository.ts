import type { UserId } from '@quire/domain/ids';
import type { User } from '@quire/domain/accounts/user';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';

export type EmailTaken = { readonly _tag: 'EmailTaken'; readonly email: string };

/** Users (their memberships in tenants: MemberRepository). */
export interface UserRepository {
  /** Stores a new user; the e-mail is unique across the installation. */
  insert(user: User): TE.TaskEither<StorageError | EmailTaken, void>;
  findById(id: UserId): TE.TaskEither<StorageError, O.Option<User>>;
  /** The user with this e-mail; the query is trimmed and lowercased like the stored (domain-normalised) e-mails. */
  findByEmail(email: string): TE.TaskEither<StorageError, O.Option<User>>;
}
