import type { Member } from '@quire/ports/accounts/member-repository';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { MAX_MEMBERS_PER_TENANT } from '../memberships/join-tenant';
import type { Principal } from '../principal';

export type ListMembers = (principal: Principal) => TE.TaskEither<AppError, ReadonlyArray<Member>>;

/** The members of the caller's tenant, by e-mail (all of them: a tenant has at most MAX_MEMBERS_PER_TENANT). */
export const listMembers =
  ({ members }: Pick<Ports, 'members'>): ListMembers =>
  (principal) =>
    pipe(
      TE.Do,
      TE.chain(() => members.list(principal.tenantId, MAX_MEMBERS_PER_TENANT)),
    );
