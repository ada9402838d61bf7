import { userId } from '@quire/domain/ids';
import type { User } from '@quire/domain/user';
import { type VersionedRow, versionedFromRow, versionedToRow } from '../platform/versioned-row';

/** A row of `users`. */
export type UserRow = { id: string; email: string; name: string } & VersionedRow;

export const userToRow = (user: User): UserRow => ({
  id: user.id,
  email: user.email,
  name: user.name,
  ...versionedToRow(user),
});

export const userFromRow = (row: UserRow): User => ({
  id: userId(row.id),
  email: row.email,
  name: row.name,
  ...versionedFromRow(row),
});
