import { ports } from '../port-tokens';
import { bindAll, tokensOf, useCase, writeUseCase } from '../use-case-binding';
import { authenticateApiKey, AuthenticateApiKeyToken } from './authenticate-api-key';
import { createApiKey, CreateApiKeyToken } from './create-api-key';
import { deactivateApiKey, DeactivateApiKeyToken } from './deactivate-api-key';
import { getApiKey, GetApiKeyToken } from './get-api-key';
import { listApiKeys, ListApiKeysToken } from './list-api-keys';
import { reactivateApiKey, ReactivateApiKeyToken } from './reactivate-api-key';
import { renameApiKey, RenameApiKeyToken } from './rename-api-key';

const apiKeys = {
  authenticateApiKey: useCase(AuthenticateApiKeyToken, authenticateApiKey, ports('apiKeys', 'users', 'hasher', 'clock')),
  listApiKeys: useCase(ListApiKeysToken, listApiKeys, ports('apiKeys')),
  getApiKey: useCase(GetApiKeyToken, getApiKey, ports('apiKeys')),
  createApiKey: writeUseCase(CreateApiKeyToken, createApiKey, ports('apiKeys', 'users', 'ids', 'random', 'hasher', 'clock')),
  renameApiKey: writeUseCase(RenameApiKeyToken, renameApiKey, ports('apiKeys', 'clock')),
  deactivateApiKey: writeUseCase(DeactivateApiKeyToken, deactivateApiKey, ports('apiKeys', 'clock')),
  reactivateApiKey: writeUseCase(ReactivateApiKeyToken, reactivateApiKey, ports('apiKeys', 'clock')),
};

/** The API-key use cases (`/ApiKeys`, and the authentication of every request) by name. */
export const apiKeyUseCases = tokensOf(apiKeys);

export const bindApiKeyUseCases = bindAll(apiKeys);
