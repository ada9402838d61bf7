import { userId } from '@quire/domain/ids';
import type { User } from '@quire/domain/user';
import { readDate } from './sql-date';

/** A row of `users`. */
export type UserRow = { id: string; email: string; name: string; created_at: unknown; updated_at: unknown; version: number };

export const userToRow = (user: User): UserRow => ({
  id: user.id,
  email: user.email,
  name: user.name,
  created_at: user.createdAt,
  updated_at: user.updatedAt,
  version: user.version,
});

export const userFromRow = (row: UserRow): User => ({
  id: userId(row.id),
  email: row.email,
  name: row.name,
  createdAt: readDate(row.created_at),
  updatedAt: readDate(row.updated_at),
  version: Number(row.version),
});
