import type { ApiKey } from '@quire/domain/accounts/api-key';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';

export type ListApiKeys = (principal: Principal) => TE.TaskEither<AppError, ReadonlyArray<ApiKey>>;

/** The caller's own keys, in every tenant they belong to. */
export const listApiKeys =
  ({ apiKeys }: Pick<Ports, 'apiKeys'>): ListApiKeys =>
  (principal) =>
    pipe(
      TE.Do,
      TE.chain(() => apiKeys.listByUser(principal.userId)),
    );
