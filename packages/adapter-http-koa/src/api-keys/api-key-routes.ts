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
import { CreateApiKeyBody, RenameApiKeyBody } from './api-key-codecs';
import { apiKeyJson } from './api-key-json';
import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonContent, responseRef, versionedResponse } from '../platform/openapi/openapi-parts';

type Deps = ApiKeyUseCases;

/** SPEC §1.1 API key routes (plus `GET /ApiKeys/:id`, the target of POST's Location). */
export const registerApiKeyRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const sendKey = (ctx: Context) => (key: ApiKey) => sendVersioned(ctx, key.version, apiKeyJson(key));
  const target = (ctx: Context) => ({ principal: principalOf(ctx), id: apiKeyId(ctx.params['id'] ?? ''), expectedVersions: expectedVersions(ctx.get('If-Match') || undefined) });
  const body = <A, O>(ctx: Context, codec: t.Type<A, O, unknown>) => jsonBodyOf(ctx, options.jsonBodyLimitBytes, codec);

  router.get('/ApiKeys', (ctx) =>
    answer(ctx, deps.listApiKeys(principalOf(ctx)), (keys) => {
      ctx.body = { items: keys.map(apiKeyJson), nextCursor: null };
    }),
  );

  router.post('/ApiKeys', (ctx) =>
    answer(
      ctx,
      pipe(
        body(ctx, CreateApiKeyBody),
        TE.chainW((body) => deps.createApiKey({ principal: principalOf(ctx), name: body.name, tenantId: body.tenantId === undefined ? undefined : tenantId(body.tenantId) })),
      ),
      ({ key, secret }) => {
        ctx.status = 201;
        ctx.set('Location', `${options.prefix}/ApiKeys/${encodeURIComponent(key.id)}`);
        ctx.set('ETag', etagOf(key.version));
        ctx.set('Cache-Control', 'no-store');
        ctx.state.replayWithheld = 'the new key\'s secret is shown only once and never stored. Deactivate that key if its secret was lost, and create another.';
        ctx.body = { ...apiKeyJson(key), key: secret };
      },
    ),
  );

  router.get('/ApiKeys/:id', (ctx) => answer(ctx, deps.getApiKey({ principal: principalOf(ctx), id: apiKeyId(ctx.params['id'] ?? '') }), sendKey(ctx)));

  router.put('/ApiKeys/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        body(ctx, RenameApiKeyBody),
        TE.chainW((body) => deps.renameApiKey({ ...target(ctx), name: body.name })),
      ),
      sendKey(ctx),
    ),
  );

  router.put('/ApiKeys/:id/Deactivate', (ctx) => answer(ctx, pipe(body(ctx, NoBody), TE.chainW(() => deps.deactivateApiKey(target(ctx)))), sendKey(ctx)));

  router.put('/ApiKeys/:id/Reactivate', (ctx) => answer(ctx, pipe(body(ctx, NoBody), TE.chainW(() => deps.reactivateApiKey(target(ctx)))), sendKey(ctx)));
};

const bodyFailures = { '400': responseRef('MalformedJson'), '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType'), '422': responseRef('ValidationFailed') };
const changeFailures = { '404': responseRef('NotFound'), '409': responseRef('Conflict'), '412': responseRef('PreconditionFailed') };
const idParameters = [{ $ref: '#/components/parameters/ApiKeyId' }];
const changeParameters = [...idParameters, ifMatchParameter];
const noBody = { required: false, content: jsonContent('EmptyRequest') };

const stateChange = (verb: string, operationId: string) => ({
  put: {
    operationId,
    tags: ['ApiKeys'],
    summary: `${verb} one of your keys (idempotent)`,
    parameters: changeParameters,
    requestBody: noBody,
    responses: { '200': versionedResponse('ApiKey', `The key, ${verb.toLowerCase()}d`), ...authFailures, ...bodyFailures, ...changeFailures },
  },
});

/** OpenAPI of the API key routes. */
export const apiKeyOpenApi = {
  paths: {
    '/ApiKeys': {
      get: {
        operationId: 'listApiKeys',
        tags: ['ApiKeys'],
        summary: "The caller's keys in every tenant (never the secret)",
        responses: { '200': { description: 'The keys', content: jsonContent('ApiKeyList') }, ...authFailures },
      },
      post: {
        operationId: 'createApiKey',
        tags: ['ApiKeys'],
        summary: 'Create a key for a tenant you belong to; the response alone carries the secret `key`',
        requestBody: { required: true, content: jsonContent('CreateApiKeyRequest') },
        responses: {
          '201': createdResponse('CreatedApiKey'),
          ...authFailures,
          ...bodyFailures,
        },
      },
    },
    '/ApiKeys/{id}': {
      get: {
        operationId: 'getApiKey',
        tags: ['ApiKeys'],
        summary: 'One of your keys',
        parameters: idParameters,
        responses: { '200': versionedResponse('ApiKey', 'The key'), ...authFailures, '404': responseRef('NotFound') },
      },
      put: {
        operationId: 'renameApiKey',
        tags: ['ApiKeys'],
        summary: 'Rename one of your keys',
        parameters: changeParameters,
        requestBody: { required: true, content: jsonContent('RenameApiKeyRequest') },
        responses: { '200': versionedResponse('ApiKey', 'The renamed key'), ...authFailures, ...bodyFailures, ...changeFailures },
      },
    },
    '/ApiKeys/{id}/Deactivate': stateChange('Deactivate', 'deactivateApiKey'),
    '/ApiKeys/{id}/Reactivate': stateChange('Reactivate', 'reactivateApiKey'),
  },
} satisfies OpenApiPart;
