import { type Access, effectiveRole, grants, type Role, ROLES } from '@quire/domain/accounts/role';
import * as E from 'fp-ts/Either';
import type { AppError } from './app-error';
import type { Principal } from './principal';

/** Whether the caller may do what needs `needed`: both the key's role and the member's grant it. */
export const mayCall = (principal: Principal, needed: Access): boolean => grants(principal.memberRole, needed) && grants(principal.keyRole, needed);

/**
 * The role the caller acts with: the lesser of the key's and the member's; none when the two share
 * only reading the library (an auditor's key of a member since made an author or a drafter).
 */
export const actingRole = (principal: Principal): Role | undefined => effectiveRole(principal.memberRole, principal.keyRole);

/** The caller, when it may do what needs `needed`; else Forbidden naming the role needed and the one the caller acts with. */
export const authorize = (principal: Principal, needed: Access): E.Either<AppError, Principal> =>
  needed === 'member' || mayCall(principal, needed) ? E.right(principal) : E.left({ _tag: 'Forbidden', reason: 'role', needed, acting: actingRole(principal) ?? null });

/** The roles a caller may give a key of their own: those both its key's role and its member's role include, highest first. */
export const rolesWithin = (principal: Pick<Principal, 'memberRole' | 'keyRole'>): ReadonlyArray<Role> =>
  ROLES.filter((role) => grants(principal.memberRole, role) && grants(principal.keyRole, role));
