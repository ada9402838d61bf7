import { AuthenticateApiKeyToken } from '@quire/application/api-keys/authenticate-api-key';
import { CreateApiKeyToken } from '@quire/application/api-keys/create-api-key';
import { DeactivateApiKeyToken } from '@quire/application/api-keys/deactivate-api-key';
import { GetApiKeyToken } from '@quire/application/api-keys/get-api-key';
import { ListApiKeysToken } from '@quire/application/api-keys/list-api-keys';
import { ReactivateApiKeyToken } from '@quire/application/api-keys/reactivate-api-key';
import { RenameApiKeyToken } from '@quire/application/api-keys/rename-api-key';
import { BlobStoreToken } from '@quire/ports/storage/blob-store';
import { ClockToken } from '@quire/ports/platform/clock';
import { DatabaseHealthToken } from '@quire/ports/storage/database-health';
import { IdempotencyStoreToken } from '@quire/ports/storage/idempotency-store';
import { type MetricsSource, MetricsSourceToken } from '@quire/ports/platform/metrics-source';
import { RateLimiterToken } from '@quire/ports/accounts/rate-limiter';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type Koa from 'koa';
import type { AppState } from './app-state';
import { createHttpApp } from './create-http-app';
import { documentLibraryDepTokens } from './document-library-http-deps';
import { generationDepTokens } from './generation-http-deps';
import type { HttpDeps } from './http-deps';
import type { HttpOptions } from './http-options';
import { vocabularyDepTokens } from './vocabulary-http-deps';

export const HttpOptionsToken: ServiceIdentifier<HttpOptions> = Symbol.for('quire.HttpOptions');
export const HttpAppToken: ServiceIdentifier<Koa<AppState>> = Symbol.for('quire.HttpApp');

/** The token of every dependency of the HTTP adapter: one line per use case or port. */
const depTokens: { readonly [K in keyof HttpDeps]: ServiceIdentifier<HttpDeps[K]> } = {
  authenticateApiKey: AuthenticateApiKeyToken,
  listApiKeys: ListApiKeysToken,
  getApiKey: GetApiKeyToken,
  createApiKey: CreateApiKeyToken,
  renameApiKey: RenameApiKeyToken,
  deactivateApiKey: DeactivateApiKeyToken,
  reactivateApiKey: ReactivateApiKeyToken,
  databaseHealth: DatabaseHealthToken,
  blobStore: BlobStoreToken,
  idempotencyStore: IdempotencyStoreToken,
  rateLimiter: RateLimiterToken,
  clock: ClockToken,
  ...documentLibraryDepTokens,
  ...vocabularyDepTokens,
  ...generationDepTokens,
};

/**
 * Binds HttpAppToken to the Koa app, built from the use cases (applicationModule), the ports it
 * reads directly (DatabaseHealth, BlobStore, IdempotencyStore, RateLimiter, Clock), HttpOptionsToken, which
 * the composition root binds, and every MetricsSource other modules bind (for `GET /metrics`).
 */
export const httpModule = new ContainerModule(({ bind }) => {
  const names = Object.keys(depTokens) as Array<keyof HttpDeps>;
  bind(HttpAppToken)
    .toResolvedValue(
      (options: HttpOptions, metricsSources: MetricsSource[] | undefined, ...values: unknown[]) =>
        createHttpApp(Object.fromEntries(names.map((name, index) => [name, values[index]])) as HttpDeps, options, metricsSources ?? []),
      [HttpOptionsToken, { serviceIdentifier: MetricsSourceToken, isMultiple: true, optional: true }, ...names.map((name) => depTokens[name])],
    )
    .inSingletonScope();
});
