import type { TenantId, UserId } from '@quire/domain/ids';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../app-error';
import { type IssuedApiKey, mintApiKey, type MintApiKeyDeps } from './mint-api-key';
import { requireMembership } from '../accounts/require-membership';
import { requireTenant } from '../accounts/require-tenant';
import { requireUser } from '../accounts/require-user';

export type IssueApiKeyInput = {
  readonly tenantId: TenantId;
  readonly userId: UserId;
  readonly name: string;
  readonly expiresAt?: Date | null | undefined;
};
export type IssueApiKey = (input: IssueApiKeyInput) => TE.TaskEither<AppError, IssuedApiKey>;
export const IssueApiKeyToken: ServiceIdentifier<IssueApiKey> = Symbol.for('quire.IssueApiKey');

/** An administrator's way to make a key (the CLI): the tenant and user must exist and the user must be a member. */
export const issueApiKey =
  (deps: MintApiKeyDeps & { users: UserRepository; tenants: TenantRepository }): IssueApiKey =>
  (input) =>
    pipe(
      requireTenant(deps.tenants)(input.tenantId),
      TE.chain(() => requireUser(deps.users)(input.userId)),
      TE.chain(() => requireMembership(deps.users)(input.tenantId, input.userId)),
      TE.chain(() => mintApiKey(deps)(input)),
    );
