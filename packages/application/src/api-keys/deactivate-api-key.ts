import type { ApiKey } from '@quire/domain/accounts/api-key';
import { deactivateApiKey as deactivate } from '@quire/domain/accounts/api-key';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { type ChangeApiKeyInput, changeOwnApiKey } from './change-own-api-key';

export type DeactivateApiKey = (input: ChangeApiKeyInput) => TE.TaskEither<AppError, ApiKey>;

/** Idempotent; the key stops authenticating at once (there is no cache of authenticated keys). */
export const deactivateApiKey =
  (deps: Pick<Ports, 'apiKeys' | 'ids' | 'clock'>): DeactivateApiKey =>
  (input) =>
    changeOwnApiKey(deps)(input, 'apiKey.deactivated', (key, now) => E.right(deactivate(key, now)));
