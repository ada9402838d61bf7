import type { WebhookUseCases } from '@quire/application/webhooks/webhook-use-cases';
import type { Webhook } from '@quire/domain/webhooks/webhook';
import { webhookId } from '@quire/domain/webhooks/webhook';
import { DEFAULT_PAGE_LIMIT } from '@quire/ports/library/search/search';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { principalOf } from '../platform/auth/principal-of';
import { decodeQuery, withBody, withoutQuery } from '../platform/body/decode-query';
import { NoBody } from '../platform/body/empty-codecs';
import { jsonBodyOf } from '../platform/body/json-body-of';
import { answer } from '../platform/problems/answer';
import { ifMatchOf, sendCreated, sendNoContent, sendVersioned } from '../platform/versions/change-request';
import { CreateWebhookBody, CreatedWebhookJson, DeliveriesQuery, DeliveryJson, DeliveryList, UpdateWebhookBody, WebhookJson, WebhookList, deliveryJson, webhookJson } from './webhook-codecs';
import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonBody, jsonContent, problemResponse, responseRef, versionedResponse } from '../platform/openapi/openapi-parts';
import { operations, serve } from '../platform/openapi/operations';

type Deps = WebhookUseCases;

/** `/Webhooks` (docs/webhooks.md): the tenant's endpoints, their delivery log and the test event. */
export const registerWebhookRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const idOf = (ctx: Context) => webhookId(ctx.params['id'] ?? '');
  const sendWebhook = (ctx: Context) => (webhook: Webhook) => sendVersioned(ctx, webhook.version, webhookJson(webhook));
  const on = serve(router, webhookOperations);

  on.listWebhooks((ctx) =>
    answer(ctx, withoutQuery(ctx, () => deps.listWebhooks(principalOf(ctx))), (webhooks) => {
      ctx.body = WebhookList.encode({ items: webhooks, nextCursor: null });
    }),
  );

  on.createWebhook((ctx) =>
    answer(
      ctx,
      withBody(ctx, () => jsonBodyOf(ctx, options.jsonBodyLimitBytes, CreateWebhookBody), (body) => deps.createWebhook({ principal: principalOf(ctx), url: body.url, events: body.events, description: body.description })),
      ({ webhook, secret }) => {
        sendCreated(ctx, `${options.prefix}/Webhooks/${encodeURIComponent(webhook.id)}`, webhook.version, CreatedWebhookJson.encode({ ...webhook, secret }));
        ctx.set('Cache-Control', 'no-store');
        ctx.state.replayWithheld = "the new webhook's signing secret is shown only once. Delete that webhook if its secret was lost, and create another.";
      },
    ),
  );

  on.getWebhook((ctx) => answer(ctx, withoutQuery(ctx, () => deps.getWebhook({ principal: principalOf(ctx), id: idOf(ctx) })), sendWebhook(ctx)));

  on.updateWebhook((ctx) =>
    answer(
      ctx,
      withBody(ctx, () => jsonBodyOf(ctx, options.jsonBodyLimitBytes, UpdateWebhookBody), (patch) => deps.updateWebhook({ principal: principalOf(ctx), id: idOf(ctx), expectedVersions: ifMatchOf(ctx), patch })),
      sendWebhook(ctx),
    ),
  );

  on.deleteWebhook((ctx) =>
    answer(ctx, withoutQuery(ctx, () => deps.deleteWebhook({ principal: principalOf(ctx), id: idOf(ctx), expectedVersions: ifMatchOf(ctx) })), () => sendNoContent(ctx)),
  );

  on.listWebhookDeliveries((ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(DeliveriesQuery, ctx.query)),
        TE.chainW((query) => deps.listWebhookDeliveries({ principal: principalOf(ctx), id: idOf(ctx), limit: query.limit ?? DEFAULT_PAGE_LIMIT })),
      ),
      (deliveries) => {
        ctx.body = { items: deliveries.map(deliveryJson), nextCursor: null } satisfies t.OutputOf<typeof DeliveryList>;
      },
    ),
  );

  on.testWebhook((ctx) =>
    answer(
      ctx,
      withBody(ctx, () => jsonBodyOf(ctx, options.jsonBodyLimitBytes, NoBody), () => deps.testWebhook({ principal: principalOf(ctx), id: idOf(ctx) })),
      (delivery) => {
        ctx.status = 202;
        ctx.body = deliveryJson(delivery);
      },
    ),
  );
};

const idParameters = [{ $ref: '#/components/parameters/WebhookId' }];
const changeParameters = [...idParameters, ifMatchParameter];
const bodyFailures = { '400': responseRef('WebhookBadRequest'), '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType'), '422': responseRef('WebhookInvalid') };

/** The `/Webhooks` routes. */
export const webhookOperations = operations('Webhooks', {
  listWebhooks: {
    method: 'get',
    path: '/Webhooks',
    role: 'owner',
    summary: "The tenant's webhook endpoints, oldest first (never their secrets)",
    responses: { '200': { description: 'Every endpoint of the tenant (their number is limited, so one page)', content: jsonContent(WebhookList) }, ...authFailures, '400': responseRef('WebhookBadRequest') },
  },
  createWebhook: {
    method: 'post',
    path: '/Webhooks',
    role: 'owner',
    summary: 'Add an endpoint; the answer alone carries its signing `secret` (`whsec_…`, Standard Webhooks)',
    requestBody: jsonBody(CreateWebhookBody),
    responses: { '201': createdResponse(CreatedWebhookJson), ...authFailures, ...bodyFailures, '409': responseRef('WebhookConflict') },
  },
  getWebhook: {
    method: 'get',
    path: '/Webhooks/:id',
    role: 'owner',
    summary: 'One endpoint, with why it is disabled if it is',
    parameters: idParameters,
    responses: { '200': versionedResponse(WebhookJson, 'The endpoint'), ...authFailures, '404': responseRef('NotFound') },
  },
  updateWebhook: {
    method: 'put',
    path: '/Webhooks/:id',
    role: 'owner',
    summary: 'Change an endpoint; `status: "active"` re-enables one that was disabled',
    parameters: changeParameters,
    requestBody: jsonBody(UpdateWebhookBody),
    responses: { '200': versionedResponse(WebhookJson, 'The endpoint as saved'), ...authFailures, ...bodyFailures, '404': responseRef('NotFound'), '409': responseRef('Conflict'), '412': responseRef('PreconditionFailed') },
  },
  deleteWebhook: {
    method: 'delete',
    path: '/Webhooks/:id',
    role: 'owner',
    summary: 'Delete an endpoint and its delivery log; its pending deliveries are never sent',
    parameters: changeParameters,
    responses: { '204': { description: 'Deleted' }, ...authFailures, '404': responseRef('NotFound'), '409': responseRef('Conflict'), '412': responseRef('PreconditionFailed') },
  },
  listWebhookDeliveries: {
    method: 'get',
    path: '/Webhooks/:id/Deliveries',
    role: 'owner',
    summary: "The endpoint's latest deliveries, newest first: event, status, attempts, last status code and error, next retry",
    parameters: idParameters,
    query: DeliveriesQuery,
    responses: { '200': { description: 'The latest deliveries', content: jsonContent(DeliveryList) }, ...authFailures, '400': responseRef('WebhookBadRequest'), '404': responseRef('NotFound') },
  },
  testWebhook: {
    method: 'post',
    path: '/Webhooks/:id/Test',
    role: 'owner',
    summary: 'Send a `webhook.test` event to this endpoint now (through the same queue, signing and retries as every event)',
    parameters: idParameters,
    requestBody: jsonBody(NoBody),
    responses: { '202': { description: 'The delivery, recorded and due now', content: jsonContent(DeliveryJson) }, ...authFailures, '400': responseRef('WebhookBadRequest'), '404': responseRef('NotFound'), '409': responseRef('WebhookConflict') },
  },
});

/** What the document says of `/Webhooks`: the operations, and the parameter and answers only it has. */
export const webhookOpenApi: OpenApiPart = {
  operations: webhookOperations,
  parameters: {
    WebhookId: { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
  },
  responses: {
    WebhookBadRequest: problemResponse(400, ['malformed_json', 'malformed_query', 'invalid_idempotency_key'], 'Malformed JSON, unknown query parameters or values out of range, or a malformed Idempotency-Key'),
    WebhookInvalid: problemResponse(422, ['validation_failed', 'idempotency_key_reused'], 'Invalid fields, unknown properties, or a URL whose host does not resolve to public addresses (see errors); or an Idempotency-Key used with another request'),
    WebhookConflict: problemResponse(
      409,
      ['webhook_limit_reached', 'webhook_disabled', 'idempotency_in_progress', 'idempotency_replay_withheld'],
      'The tenant has as many endpoints as allowed, or the endpoint is disabled; or the first request with this Idempotency-Key is running, or (a new webhook) its answer is withheld',
    ),
  },
};
