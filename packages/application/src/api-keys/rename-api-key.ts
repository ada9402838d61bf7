import type { ApiKey } from '@quire/domain/accounts/api-key';
import { renameApiKey as rename } from '@quire/domain/accounts/api-key';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { type AppError, fromInvalidInput } from '../app-error';
import { type ChangeApiKeyInput, changeOwnApiKey } from './change-own-api-key';

export type RenameApiKey = (input: ChangeApiKeyInput & { readonly name: string }) => TE.TaskEither<AppError, ApiKey>;

export const renameApiKey =
  (deps: Pick<Ports, 'apiKeys' | 'ids' | 'clock'>): RenameApiKey =>
  (input) =>
    changeOwnApiKey(deps)(input, 'apiKey.renamed', (key, now) => E.mapLeft(fromInvalidInput)(rename(key, input.name, now)));
