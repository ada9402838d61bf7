import type { UserId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { currentTime } from '../current-time';
import type { Principal } from '../principal';
import { auditAppend } from '../audit-trail/audit-append';
import { memberChangeError } from './member-errors';

export type RemoveMemberInput = { readonly principal: Principal; readonly userId: UserId };
export type RemoveMember = (input: RemoveMemberInput) => TE.TaskEither<AppError, { readonly keysDeactivated: number }>;

/**
 * Ends a membership of the caller's tenant and, in the same transaction, deactivates the member's
 * keys in it: refused from the next request of every process. Then ends their signed-in sessions
 * in the tenant (a session whose member is gone is refused anyway: its role is read on every
 * request). The last owner cannot be removed (409 `last_owner`). The user stays, with their other
 * memberships.
 */
export const removeMember =
  ({ members, sessions, ids, clock }: Pick<Ports, 'members' | 'sessions' | 'ids' | 'clock'>): RemoveMember =>
  ({ principal, userId }) =>
    pipe(
      currentTime(clock),
      TE.chain((now) =>
        pipe(
          members.remove(principal.tenantId, userId, now, auditAppend({ ids, clock })(principal, 'member.removed', { type: 'Member', id: userId, version: null })),
          TE.mapLeft(memberChangeError(userId)),
        ),
      ),
      TE.chainFirstW(() => sessions.endForUser(principal.tenantId, userId)),
    );
