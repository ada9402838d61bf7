import { BlobStoreToken } from '@quire/ports/storage/blob-store';
import { ClockToken } from '@quire/ports/platform/clock';
import { DatabaseHealthToken } from '@quire/ports/storage/database-health';
import { IdempotencyStoreToken } from '@quire/ports/storage/idempotency-store';
import { RateLimiterToken } from '@quire/ports/accounts/rate-limiter';
import type { Newable } from 'inversify';
import { aliasUseCases, apiKeyUseCases, formTemplateUseCases, generationUseCases, ruleUseCases, snippetFolderUseCases, snippetUseCases } from './use-case-tokens';

/** The service a typed token stands for (a `ServiceIdentifier<T>` includes `Newable<T>`). */
export type ServiceOf<Token> = Token extends Newable<infer Service> ? Service : never;

/** The services of a map of tokens, by the same names. */
export type ServicesOf<Tokens> = { readonly [K in keyof Tokens]: ServiceOf<Tokens[K]> };

/** The ports the adapter reads itself: the readiness probes, the idempotency records, the rate limit and the clock they run on. */
export const platformPorts = {
  databaseHealth: DatabaseHealthToken,
  blobStore: BlobStoreToken,
  idempotencyStore: IdempotencyStoreToken,
  rateLimiter: RateLimiterToken,
  clock: ClockToken,
};

/** Everything the HTTP adapter calls, by the name the routes use: httpModule resolves each token. */
export const httpDepTokens = {
  ...apiKeyUseCases,
  ...aliasUseCases,
  ...ruleUseCases,
  ...snippetFolderUseCases,
  ...snippetUseCases,
  ...formTemplateUseCases,
  ...generationUseCases,
  ...platformPorts,
};

export type HttpDeps = ServicesOf<typeof httpDepTokens>;
