import type { UserId } from '@quire/domain/ids';
import type { Member } from '@quire/ports/accounts/member-repository';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { requireFound } from '../require-found';

export type GetMemberInput = { readonly principal: Principal; readonly userId: UserId };
export type GetMember = (input: GetMemberInput) => TE.TaskEither<AppError, Member>;

/** One member of the caller's tenant; a user who is not one (or does not exist) is NotFound. */
export const getMember =
  ({ members }: Pick<Ports, 'members'>): GetMember =>
  ({ principal, userId }) =>
    requireFound('Member', userId, () => members.find(principal.tenantId, userId));
