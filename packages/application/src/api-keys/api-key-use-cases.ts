import type { Ports } from '@quire/ports/ports';
import { readsOf, writesOf } from '../use-cases-of';
import { authenticateApiKey } from './authenticate-api-key';
import { createApiKey } from './create-api-key';
import { deactivateApiKey } from './deactivate-api-key';
import { getApiKey } from './get-api-key';
import { listApiKeys } from './list-api-keys';
import { reactivateApiKey } from './reactivate-api-key';
import { renameApiKey } from './rename-api-key';

/** The API-key use cases (`/ApiKeys`, and the authentication of every request); writes run again when they lose a race. */
export const apiKeyUseCases = (ports: Ports) => ({
  ...readsOf(ports, { authenticateApiKey, listApiKeys, getApiKey }),
  ...writesOf(ports, { createApiKey, renameApiKey, deactivateApiKey, reactivateApiKey }),
});
export type ApiKeyUseCases = ReturnType<typeof apiKeyUseCases>;
