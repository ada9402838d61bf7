import type { Ports } from '@quire/ports/ports';
import { retryingLostRaces } from '../retry-lost-races';
import { authenticateApiKey } from './authenticate-api-key';
import { createApiKey } from './create-api-key';
import { deactivateApiKey } from './deactivate-api-key';
import { getApiKey } from './get-api-key';
import { listApiKeys } from './list-api-keys';
import { reactivateApiKey } from './reactivate-api-key';
import { renameApiKey } from './rename-api-key';

/** The API-key use cases (`/ApiKeys`, and the authentication of every request); writes run again when they lose a race. */
export const apiKeyUseCases = (ports: Ports) => ({
  authenticateApiKey: authenticateApiKey(ports),
  listApiKeys: listApiKeys(ports),
  getApiKey: getApiKey(ports),
  createApiKey: retryingLostRaces(createApiKey(ports)),
  renameApiKey: retryingLostRaces(renameApiKey(ports)),
  deactivateApiKey: retryingLostRaces(deactivateApiKey(ports)),
  reactivateApiKey: retryingLostRaces(reactivateApiKey(ports)),
});
export type ApiKeyUseCases = ReturnType<typeof apiKeyUseCases>;
