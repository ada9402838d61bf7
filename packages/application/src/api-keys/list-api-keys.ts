import type { ApiKey } from '@quire/domain/api-key';
import type { ApiKeyRepository } from '@quire/ports/accounts/api-key-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';

export type ListApiKeys = (principal: Principal) => TE.TaskEither<AppError, ReadonlyArray<ApiKey>>;
export const ListApiKeysToken: ServiceIdentifier<ListApiKeys> = Symbol.for('quire.ListApiKeys');

/** The caller's own keys, in every tenant they belong to. */
export const listApiKeys =
  ({ apiKeys }: { apiKeys: ApiKeyRepository }): ListApiKeys =>
  (principal) =>
    pipe(
      TE.Do,
      TE.chain(() => apiKeys.listByUser(principal.userId)),
    );
