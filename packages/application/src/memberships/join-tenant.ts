import type { Membership } from '@quire/domain/accounts/user';
import type { MemberRepository } from '@quire/ports/accounts/member-repository';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, conflict } from '../app-error';

/** How many members a tenant may have (docs/limits.md). */
export const MAX_MEMBERS_PER_TENANT = 1_000;

/** Stores a membership (and its audit event, in the same transaction): 409 `already_a_member` when the user is one, `member_limit_reached` past the tenant's limit. */
export const joinTenant =
  (members: MemberRepository) =>
  (membership: Membership, audit?: AuditAppend): TE.TaskEither<AppError, void> =>
    pipe(
      members.add(membership, MAX_MEMBERS_PER_TENANT, audit),
      TE.mapLeft((error): AppError => {
        switch (error._tag) {
          case 'AlreadyMember':
            return conflict('already_a_member', 'The user is a member of this tenant already; change their role with PUT /Members/{userId}.');
          case 'MemberLimitReached':
            return conflict('member_limit_reached', `The tenant has ${error.limit} members, the limit; remove one first.`);
          case 'StorageError':
            return error;
        }
      }),
    );
