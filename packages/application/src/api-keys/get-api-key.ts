import type { ApiKey } from '@quire/domain/accounts/api-key';
import type { ApiKeyId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { requireFound } from '../require-found';

export type GetApiKey = (input: { readonly principal: Principal; readonly id: ApiKeyId }) => TE.TaskEither<AppError, ApiKey>;

/** One of the caller's own keys; another user's key is NotFound, exactly as a missing one. */
export const getApiKey =
  ({ apiKeys }: Pick<Ports, 'apiKeys'>): GetApiKey =>
  ({ principal, id }) =>
    requireFound('ApiKey', id, () => apiKeys.findByIdForUser(principal.userId, id));
