import type { ApiKey } from '@quire/domain/api-key';
import { reactivateApiKey as reactivate } from '@quire/domain/api-key';
import type { ApiKeyRepository } from '@quire/ports/accounts/api-key-repository';
import type { Clock } from '@quire/ports/platform/clock';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../app-error';
import { type ChangeApiKeyInput, changeOwnApiKey } from './change-own-api-key';

export type ReactivateApiKey = (input: ChangeApiKeyInput) => TE.TaskEither<AppError, ApiKey>;
export const ReactivateApiKeyToken: ServiceIdentifier<ReactivateApiKey> = Symbol.for('quire.ReactivateApiKey');

/** Idempotent. */
export const reactivateApiKey =
  (deps: { apiKeys: ApiKeyRepository; clock: Clock }): ReactivateApiKey =>
  (input) =>
    changeOwnApiKey(deps)(input, (key, now) => E.right(reactivate(key, now)));
