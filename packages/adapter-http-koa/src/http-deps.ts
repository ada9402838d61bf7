import type { AuthenticateApiKey } from '@quire/application/api-keys/authenticate-api-key';
import type { CreateApiKey } from '@quire/application/api-keys/create-api-key';
import type { DeactivateApiKey } from '@quire/application/api-keys/deactivate-api-key';
import type { GetApiKey } from '@quire/application/api-keys/get-api-key';
import type { ListApiKeys } from '@quire/application/api-keys/list-api-keys';
import type { ReactivateApiKey } from '@quire/application/api-keys/reactivate-api-key';
import type { RenameApiKey } from '@quire/application/api-keys/rename-api-key';
import type { BlobStore } from '@quire/ports/storage/blob-store';
import type { Clock } from '@quire/ports/platform/clock';
import type { DatabaseHealth } from '@quire/ports/storage/database-health';
import type { IdempotencyStore } from '@quire/ports/storage/idempotency-store';
import type { RateLimiter } from '@quire/ports/accounts/rate-limiter';
import type { VocabularyHttpDeps } from './vocabulary-http-deps';
import type { DocumentLibraryHttpDeps } from './document-library-http-deps';
import type { GenerationHttpDeps } from './generation-http-deps';

/** Everything the HTTP adapter calls: use cases, and the two readiness probes. */
export type HttpDeps = {
  readonly authenticateApiKey: AuthenticateApiKey;
  readonly listApiKeys: ListApiKeys;
  readonly getApiKey: GetApiKey;
  readonly createApiKey: CreateApiKey;
  readonly renameApiKey: RenameApiKey;
  readonly deactivateApiKey: DeactivateApiKey;
  readonly reactivateApiKey: ReactivateApiKey;
  readonly databaseHealth: DatabaseHealth;
  readonly blobStore: BlobStore;
  readonly idempotencyStore: IdempotencyStore;
  readonly rateLimiter: RateLimiter;
  readonly clock: Clock;
} & DocumentLibraryHttpDeps &
  VocabularyHttpDeps &
  GenerationHttpDeps;
