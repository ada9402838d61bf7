import type { ApiKey } from '@quire/domain/accounts/api-key';
import { apiKeyId, tenantId } from '@quire/domain/ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { principalOf } from '../platform/auth/principal-of';
import { NoBody } from '../platform/body/empty-codecs';
import { jsonBodyOf } from '../platform/body/json-body-of';
import { answer } from '../platform/problems/answer';
import { sendVersioned } from '../platform/versions/change-request';
import { etagOf, expectedVersions } from '../platform/versions/if-match';
import type { ApiKeyUseCases } from '@quire/application/api-keys/api-key-use-cases';
import { ApiKeyJson, ApiKeyList, CreateApiKeyBody, CreatedApiKeyJson, RenameApiKeyBody } from './api-key-codecs';
import { authFailures, createdResponse, ifMatchParameter, jsonBody, jsonContent, responseRef, versionedResponse } from '../platform/openapi/openapi-parts';
import { type OperationDoc, operations, serve } from '../platform/openapi/operations';

type Deps = ApiKeyUseCases;

/** The API key routes (docs/api.md#api-keys) (plus `GET /ApiKeys/:id`, the target of POST's Location). */
export const registerApiKeyRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const sendKey = (ctx: Context) => (key: ApiKey) => sendVersioned(ctx, key.version, ApiKeyJson.encode(key));
  const target = (ctx: Context) => ({ principal: principalOf(ctx), id: apiKeyId(ctx.params['id'] ?? ''), expectedVersions: expectedVersions(ctx.get('If-Match') || undefined) });
  const body = <A, O>(ctx: Context, codec: t.Type<A, O, unknown>) => jsonBodyOf(ctx, options.jsonBodyLimitBytes, codec);
  const on = serve(router, apiKeyOperations);

  on.listApiKeys((ctx) =>
    answer(ctx, deps.listApiKeys(principalOf(ctx)), (keys) => {
      ctx.body = ApiKeyList.encode({ items: keys, nextCursor: null });
    }),
  );

  on.createApiKey((ctx) =>
    answer(
      ctx,
      pipe(
        body(ctx, CreateApiKeyBody),
        TE.chainW((body) => deps.createApiKey({ principal: principalOf(ctx), name: body.name, tenantId: body.tenantId === undefined ? undefined : tenantId(body.tenantId), role: body.role })),
      ),
      ({ key, secret }) => {
        ctx.status = 201;
        ctx.set('Location', `${options.prefix}/ApiKeys/${encodeURIComponent(key.id)}`);
        ctx.set('ETag', etagOf(key.version));
        ctx.set('Cache-Control', 'no-store');
        ctx.state.replayWithheld = 'the new key\'s secret is shown only once and never stored. Deactivate that key if its secret was lost, and create another.';
        ctx.body = CreatedApiKeyJson.encode({ ...key, key: secret });
      },
    ),
  );

  on.getApiKey((ctx) => answer(ctx, deps.getApiKey({ principal: principalOf(ctx), id: apiKeyId(ctx.params['id'] ?? '') }), sendKey(ctx)));

  on.renameApiKey((ctx) =>
    answer(
      ctx,
      pipe(
        body(ctx, RenameApiKeyBody),
        TE.chainW((body) => deps.renameApiKey({ ...target(ctx), name: body.name })),
      ),
      sendKey(ctx),
    ),
  );

  on.deactivateApiKey((ctx) => answer(ctx, pipe(body(ctx, NoBody), TE.chainW(() => deps.deactivateApiKey(target(ctx)))), sendKey(ctx)));

  on.reactivateApiKey((ctx) => answer(ctx, pipe(body(ctx, NoBody), TE.chainW(() => deps.reactivateApiKey(target(ctx)))), sendKey(ctx)));
};


const bodyFailures = { '400': responseRef('MalformedJson'), '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType'), '422': responseRef('ValidationFailed') };
const changeFailures = { '404': responseRef('NotFound'), '409': responseRef('Conflict'), '412': responseRef('PreconditionFailed') };
const idParameters = [{ $ref: '#/components/parameters/ApiKeyId' }];
const changeParameters = [...idParameters, ifMatchParameter];
const stateChange = (verb: string): OperationDoc => ({
  method: 'put',
  path: `/ApiKeys/:id/${verb}`,
  role: 'member',
  summary: `${verb} one of your keys (idempotent)`,
  parameters: changeParameters,
  requestBody: jsonBody(NoBody),
  responses: { '200': versionedResponse(ApiKeyJson, `The key, ${verb.toLowerCase()}d`), ...authFailures, ...bodyFailures, ...changeFailures },
});

/** The API key routes. */
export const apiKeyOperations = operations('ApiKeys', {
  listApiKeys: {
    method: 'get',
    path: '/ApiKeys',
    role: 'member',
    summary: "The caller's keys in every tenant (never the secret)",
    responses: { '200': { description: 'The keys', content: jsonContent(ApiKeyList) }, ...authFailures },
  },
  createApiKey: {
    method: 'post',
    path: '/ApiKeys',
    role: 'member',
    summary: 'Create a key for a tenant you belong to, with a role no higher than yours; the response alone carries the secret `key`',
    requestBody: jsonBody(CreateApiKeyBody),
    responses: { '201': createdResponse(CreatedApiKeyJson), ...authFailures, ...bodyFailures },
  },
  getApiKey: {
    method: 'get',
    path: '/ApiKeys/:id',
    role: 'member',
    summary: 'One of your keys',
    parameters: idParameters,
    responses: { '200': versionedResponse(ApiKeyJson, 'The key'), ...authFailures, '404': responseRef('NotFound') },
  },
  renameApiKey: {
    method: 'put',
    path: '/ApiKeys/:id',
    role: 'member',
    summary: 'Rename one of your keys',
    parameters: changeParameters,
    requestBody: jsonBody(RenameApiKeyBody),
    responses: { '200': versionedResponse(ApiKeyJson, 'The renamed key'), ...authFailures, ...bodyFailures, ...changeFailures },
  },
  deactivateApiKey: stateChange('Deactivate'),
  reactivateApiKey: stateChange('Reactivate'),
});
