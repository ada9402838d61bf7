import { type Role, ROLES, roleIncludes } from '@quire/domain/accounts/role';
import type { TenantId, UserId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { OPERATOR } from '../audit-trail/audit-append';
import { keyRoleFor } from '../key-minting/key-role';
import { type IssuedApiKey, mintApiKey, type MintApiKeyDeps } from '../key-minting/mint-api-key';
import { requireMembership } from '../key-minting/require-membership';
import { requireTenant } from './require-tenant';
import { requireUser } from './require-user';

export type IssueApiKeyInput = {
  readonly tenantId: TenantId;
  readonly userId: UserId;
  readonly name: string;
  /** Default: the user's role in the tenant; never above it. */
  readonly role?: Role | undefined;
  readonly expiresAt?: Date | null | undefined;
};
export type IssueApiKey = (input: IssueApiKeyInput) => TE.TaskEither<AppError, IssuedApiKey>;

/** An administrator's way to make a key (the CLI): the tenant and user must exist and the user must be a member; the key's role is at most the member's. */
export const issueApiKey =
  (deps: MintApiKeyDeps & Pick<Ports, 'users' | 'tenants' | 'members'>): IssueApiKey =>
  (input) =>
    pipe(
      requireTenant(deps.tenants)(input.tenantId),
      TE.chain(() => requireUser(deps.users)(input.userId)),
      TE.chain(() => requireMembership(deps.members)(input.tenantId, input.userId)),
      TE.chainEitherK((memberRole) => keyRoleFor(ROLES.filter((role) => roleIncludes(memberRole, role)), input.role)),
      TE.chain((role) => mintApiKey(deps)({ ...input, role, actor: OPERATOR })),
    );
