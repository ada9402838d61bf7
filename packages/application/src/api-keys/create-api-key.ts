import type { TenantId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { type IssuedApiKey, mintApiKey, type MintApiKeyDeps } from '../key-minting/mint-api-key';
import type { Principal } from '../principal';
import { requireMembership } from '../key-minting/require-membership';

export type CreateApiKeyInput = { readonly principal: Principal; readonly name: string; readonly tenantId?: TenantId | undefined };
export type CreateApiKey = (input: CreateApiKeyInput) => TE.TaskEither<AppError, IssuedApiKey>;

/** A new key for the caller, in the caller's tenant or another tenant the caller belongs to (else Forbidden). */
export const createApiKey =
  (deps: MintApiKeyDeps & Pick<Ports, 'users'>): CreateApiKey =>
  ({ principal, name, tenantId }) => {
    const tenant = tenantId ?? principal.tenantId;
    return pipe(
      requireMembership(deps.users)(tenant, principal.userId),
      TE.chain(() => mintApiKey(deps)({ name, tenantId: tenant, userId: principal.userId })),
    );
  };
