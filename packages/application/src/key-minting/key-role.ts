import type { Role } from '@quire/domain/accounts/role';
import * as E from 'fp-ts/Either';
import { type AppError, forbidden, validation } from '../app-error';

/**
 * The role of a new key: the one asked for when it is among the roles the key may have (`allowed`,
 * highest first: never above its user's role), else the highest of them. A role outside them is a
 * validation error on `role`; no role at all (a caller whose key and member roles share none) is Forbidden.
 */
export const keyRoleFor = (allowed: ReadonlyArray<Role>, requested: Role | undefined): E.Either<AppError, Role> => {
  const highest = allowed[0];
  if (highest === undefined) return E.left(forbidden);
  if (requested === undefined) return E.right(highest);
  if (allowed.includes(requested)) return E.right(requested);
  return E.left(validation([{ path: 'role', message: `is above what you may give a key: one of ${allowed.join(', ')}` }]));
};
