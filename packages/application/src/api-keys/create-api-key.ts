import type { Role } from '@quire/domain/accounts/role';
import type { TenantId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { rolesWithin } from '../authorization';
import { keyRoleFor } from '../key-minting/key-role';
import { type IssuedApiKey, mintApiKey, type MintApiKeyDeps } from '../key-minting/mint-api-key';
import type { Principal } from '../principal';
import { requireMembership } from '../key-minting/require-membership';

export type CreateApiKeyInput = { readonly principal: Principal; readonly name: string; readonly tenantId?: TenantId | undefined; readonly role?: Role | undefined };
export type CreateApiKey = (input: CreateApiKeyInput) => TE.TaskEither<AppError, IssuedApiKey>;

/**
 * A new key for the caller, in the caller's tenant or another tenant the caller belongs to (else
 * Forbidden), with a role no higher than the caller's role in that tenant nor than the calling
 * key's own (default: the highest both allow, the caller's role as a rule).
 */
export const createApiKey =
  (deps: MintApiKeyDeps & Pick<Ports, 'members'>): CreateApiKey =>
  ({ principal, name, tenantId, role }) => {
    const tenant = tenantId ?? principal.tenantId;
    return pipe(
      requireMembership(deps.members)(tenant, principal.userId),
      TE.chainEitherK((memberRole) => keyRoleFor(rolesWithin({ memberRole, keyRole: principal.keyRole }), role)),
      TE.chain((keyRole) => mintApiKey(deps)({ name, tenantId: tenant, userId: principal.userId, role: keyRole, actor: principal })),
    );
  };
