import type { ApiKey } from '@quire/domain/accounts/api-key';
import { reactivateApiKey as reactivate } from '@quire/domain/accounts/api-key';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { type ChangeApiKeyInput, changeOwnApiKey } from './change-own-api-key';

export type ReactivateApiKey = (input: ChangeApiKeyInput) => TE.TaskEither<AppError, ApiKey>;

/** Idempotent. */
export const reactivateApiKey =
  (deps: Pick<Ports, 'apiKeys' | 'ids' | 'clock'>): ReactivateApiKey =>
  (input) =>
    changeOwnApiKey(deps)(input, 'apiKey.reactivated', (key, now) => E.right(reactivate(key, now)));
