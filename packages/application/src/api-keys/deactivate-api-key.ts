import type { ApiKey } from '@quire/domain/api-key';
import { deactivateApiKey as deactivate } from '@quire/domain/api-key';
import type { ApiKeyRepository } from '@quire/ports/accounts/api-key-repository';
import type { Clock } from '@quire/ports/platform/clock';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../app-error';
import { type ChangeApiKeyInput, changeOwnApiKey } from './change-own-api-key';

export type DeactivateApiKey = (input: ChangeApiKeyInput) => TE.TaskEither<AppError, ApiKey>;
export const DeactivateApiKeyToken: ServiceIdentifier<DeactivateApiKey> = Symbol.for('quire.DeactivateApiKey');

/** Idempotent; the key stops authenticating at once (there is no cache of authenticated keys). */
export const deactivateApiKey =
  (deps: { apiKeys: ApiKeyRepository; clock: Clock }): DeactivateApiKey =>
  (input) =>
    changeOwnApiKey(deps)(input, (key, now) => E.right(deactivate(key, now)));
