import type { ApiKey } from '@quire/domain/api-key';
import { renameApiKey as rename } from '@quire/domain/api-key';
import type { ApiKeyRepository } from '@quire/ports/accounts/api-key-repository';
import type { Clock } from '@quire/ports/platform/clock';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import { type AppError, fromInvalidInput } from '../app-error';
import { type ChangeApiKeyInput, changeOwnApiKey } from './change-own-api-key';

export type RenameApiKey = (input: ChangeApiKeyInput & { readonly name: string }) => TE.TaskEither<AppError, ApiKey>;
export const RenameApiKeyToken: ServiceIdentifier<RenameApiKey> = Symbol.for('quire.RenameApiKey');

export const renameApiKey =
  (deps: { apiKeys: ApiKeyRepository; clock: Clock }): RenameApiKey =>
  (input) =>
    changeOwnApiKey(deps)(input, (key, now) => E.mapLeft(fromInvalidInput)(rename(key, input.name, now)));
