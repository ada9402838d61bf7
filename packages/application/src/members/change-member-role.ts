import type { Role } from '@quire/domain/accounts/role';
import type { UserId } from '@quire/domain/ids';
import type { Member } from '@quire/ports/accounts/member-repository';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { requireFound } from '../require-found';
import { auditAppend } from '../audit-trail/audit-append';
import { memberChangeError } from './member-errors';

export type ChangeMemberRoleInput = { readonly principal: Principal; readonly userId: UserId; readonly role: Role };
export type ChangeMemberRole = (input: ChangeMemberRoleInput) => TE.TaskEither<AppError, Member>;

/**
 * Gives a member of the caller's tenant another role (the same role changes nothing). The last
 * owner cannot be demoted (409 `last_owner`), also when two owners demote each other at once: the
 * store serialises the changes of a tenant's members. Their keys act with the new role from the next request.
 */
export const changeMemberRole =
  ({ members, ids, clock }: Pick<Ports, 'members' | 'ids' | 'clock'>): ChangeMemberRole =>
  ({ principal, userId, role }) =>
    pipe(
      TE.Do,
      TE.chainW(() => members.changeRole(principal.tenantId, userId, role, auditAppend({ ids, clock })(principal, 'member.role_changed', { type: 'Member', id: userId, version: null }, { role }))),
      TE.mapLeft(memberChangeError(userId)),
      TE.chain(() => requireFound('Member', userId, () => members.find(principal.tenantId, userId))),
    );
