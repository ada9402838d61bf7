import { type AuthenticateApiKey, AuthenticateApiKeyToken } from '@quire/application/authenticate-api-key';
import { type CreateApiKey, CreateApiKeyToken } from '@quire/application/create-api-key';
import { type DeactivateApiKey, DeactivateApiKeyToken } from '@quire/application/deactivate-api-key';
import { type GetApiKey, GetApiKeyToken } from '@quire/application/get-api-key';
import { type ListApiKeys, ListApiKeysToken } from '@quire/application/list-api-keys';
import { type ReactivateApiKey, ReactivateApiKeyToken } from '@quire/application/reactivate-api-key';
import { type RenameApiKey, RenameApiKeyToken } from '@quire/application/rename-api-key';
import { type BlobStore, BlobStoreToken } from '@quire/ports/blob-store';
import { type DatabaseHealth, DatabaseHealthToken } from '@quire/ports/database-health';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type Koa from 'koa';
import type { AppState } from './app-state';
import { createHttpApp } from './create-http-app';
import type { HttpOptions } from './http-options';

export const HttpOptionsToken: ServiceIdentifier<HttpOptions> = Symbol.for('quire.HttpOptions');
export const HttpAppToken: ServiceIdentifier<Koa<AppState>> = Symbol.for('quire.HttpApp');

/**
 * Binds HttpAppToken to the Koa app, built from the use cases (applicationModule), the
 * DatabaseHealth and BlobStore ports and HttpOptionsToken, which the composition root binds.
 */
export const httpModule = new ContainerModule(({ bind }) => {
  bind(HttpAppToken)
    .toResolvedValue(
      (
        authenticateApiKey: AuthenticateApiKey,
        listApiKeys: ListApiKeys,
        getApiKey: GetApiKey,
        createApiKey: CreateApiKey,
        renameApiKey: RenameApiKey,
        deactivateApiKey: DeactivateApiKey,
        reactivateApiKey: ReactivateApiKey,
        databaseHealth: DatabaseHealth,
        blobStore: BlobStore,
        options: HttpOptions,
      ) =>
        createHttpApp({ authenticateApiKey, listApiKeys, getApiKey, createApiKey, renameApiKey, deactivateApiKey, reactivateApiKey, databaseHealth, blobStore }, options),
      [
        AuthenticateApiKeyToken,
        ListApiKeysToken,
        GetApiKeyToken,
        CreateApiKeyToken,
        RenameApiKeyToken,
        DeactivateApiKeyToken,
        ReactivateApiKeyToken,
        DatabaseHealthToken,
        BlobStoreToken,
        HttpOptionsToken,
      ],
    )
    .inSingletonScope();
});
