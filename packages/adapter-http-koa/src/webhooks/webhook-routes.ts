import type { WebhookUseCases } from '@quire/application/webhooks/webhook-use-cases';
import type { Webhook } from '@quire/domain/webhooks/webhook';
import { webhookId } from '@quire/domain/webhooks/webhook';
import { DEFAULT_PAGE_LIMIT } from '@quire/ports/library/search/search';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { principalOf } from '../platform/auth/principal-of';
import { decodeQuery, withoutQuery } from '../platform/body/decode-query';
import { NoBody } from '../platform/body/empty-codecs';
import { jsonBodyOf } from '../platform/body/json-body-of';
import { answer } from '../platform/problems/answer';
import { ifMatchOf, sendCreated, sendNoContent, sendVersioned } from '../platform/versions/change-request';
import { CreateWebhookBody, DeliveriesQuery, UpdateWebhookBody } from './webhook-codecs';
import { deliveryJson, webhookJson } from './webhook-json';
import { EVENT_TYPES } from '@quire/ports/events/event-publisher';
import { DELIVERY_ERROR_KINDS } from '@quire/domain/webhooks/webhook-delivery';
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH } from '@quire/domain/webhooks/webhook';
import { type OpenApiPart, authFailures, createdResponse, dateTime, ifMatchParameter, jsonContent, problemResponse, queryParameter, responseRef, schemaRef, stamps, versionedResponse } from '../platform/openapi/openapi-parts';

type Deps = WebhookUseCases;

/** SPEC §1.2 / §4.3 `/Webhooks`: the tenant's endpoints, their delivery log and the test event. */
export const registerWebhookRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const idOf = (ctx: Context) => webhookId(ctx.params['id'] ?? '');
  const sendWebhook = (ctx: Context) => (webhook: Webhook) => sendVersioned(ctx, webhook.version, webhookJson(webhook));

  router.get('/Webhooks', (ctx) =>
    answer(ctx, withoutQuery(ctx, () => deps.listWebhooks(principalOf(ctx))), (webhooks) => {
      ctx.body = { items: webhooks.map(webhookJson), nextCursor: null };
    }),
  );

  router.post('/Webhooks', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          jsonBodyOf(ctx, options.jsonBodyLimitBytes, CreateWebhookBody),
          TE.chainW((body) => deps.createWebhook({ principal: principalOf(ctx), url: body.url, events: body.events, description: body.description })),
        ),
      ),
      ({ webhook, secret }) => {
        sendCreated(ctx, `${options.prefix}/Webhooks/${encodeURIComponent(webhook.id)}`, webhook.version, { ...webhookJson(webhook), secret });
        ctx.set('Cache-Control', 'no-store');
        ctx.state.replayWithheld = "the new webhook's signing secret is shown only once. Delete that webhook if its secret was lost, and create another.";
      },
    ),
  );

  router.get('/Webhooks/:id', (ctx) => answer(ctx, withoutQuery(ctx, () => deps.getWebhook({ principal: principalOf(ctx), id: idOf(ctx) })), sendWebhook(ctx)));

  router.put('/Webhooks/:id', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          jsonBodyOf(ctx, options.jsonBodyLimitBytes, UpdateWebhookBody),
          TE.chainW((patch) => deps.updateWebhook({ principal: principalOf(ctx), id: idOf(ctx), expectedVersions: ifMatchOf(ctx), patch })),
        ),
      ),
      sendWebhook(ctx),
    ),
  );

  router.delete('/Webhooks/:id', (ctx) =>
    answer(ctx, withoutQuery(ctx, () => deps.deleteWebhook({ principal: principalOf(ctx), id: idOf(ctx), expectedVersions: ifMatchOf(ctx) })), () => sendNoContent(ctx)),
  );

  router.get('/Webhooks/:id/Deliveries', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(DeliveriesQuery, ctx.query)),
        TE.chainW((query) => deps.listWebhookDeliveries({ principal: principalOf(ctx), id: idOf(ctx), limit: query.limit ?? DEFAULT_PAGE_LIMIT })),
      ),
      (deliveries) => {
        ctx.body = { items: deliveries.map(deliveryJson), nextCursor: null };
      },
    ),
  );

  router.post('/Webhooks/:id/Test', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          jsonBodyOf(ctx, options.jsonBodyLimitBytes, NoBody),
          TE.chainW(() => deps.testWebhook({ principal: principalOf(ctx), id: idOf(ctx) })),
        ),
      ),
      (delivery) => {
        ctx.status = 202;
        ctx.body = deliveryJson(delivery);
      },
    ),
  );
};

const nullableDateTime = { ...dateTime, type: ['string', 'null'] };
const idParameters = [{ $ref: '#/components/parameters/WebhookId' }];
const changeParameters = [...idParameters, ifMatchParameter];
const bodyFailures = { '400': responseRef('WebhookBadRequest'), '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType'), '422': responseRef('WebhookInvalid') };
const eventTypes = { type: 'array', minItems: 1, maxItems: EVENT_TYPES.length, uniqueItems: true, items: { type: 'string', enum: [...EVENT_TYPES] } };
const url = {
  type: 'string',
  format: 'uri',
  maxLength: MAX_WEBHOOK_URL_LENGTH,
  description:
    'An absolute http or https URL, without credentials or fragment. Its host must resolve to public addresses only (not private, loopback, link-local, unique-local, multicast or unspecified, IPv4 or IPv6) unless the server runs with `WEBHOOK_ALLOW_PRIVATE=true`; checked here and again before every delivery. Redirects are never followed.',
};
const description = { type: 'string', maxLength: MAX_WEBHOOK_DESCRIPTION_LENGTH };

/** OpenAPI of `/Webhooks`, with the schemas and answers only it uses. */
export const webhookOpenApi = {
  paths: {
    '/Webhooks': {
      get: {
        operationId: 'listWebhooks',
        tags: ['Webhooks'],
        summary: "The tenant's webhook endpoints, oldest first (never their secrets)",
        responses: { '200': { description: 'Every endpoint of the tenant (their number is limited, so one page)', content: jsonContent('WebhookList') }, ...authFailures, '400': responseRef('WebhookBadRequest') },
      },
      post: {
        operationId: 'createWebhook',
        tags: ['Webhooks'],
        summary: 'Add an endpoint; the answer alone carries its signing `secret` (`whsec_…`, Standard Webhooks)',
        requestBody: { required: true, content: jsonContent('CreateWebhookRequest') },
        responses: { '201': createdResponse('CreatedWebhook'), ...authFailures, ...bodyFailures, '409': responseRef('WebhookConflict') },
      },
    },
    '/Webhooks/{id}': {
      get: {
        operationId: 'getWebhook',
        tags: ['Webhooks'],
        summary: 'One endpoint, with why it is disabled if it is',
        parameters: idParameters,
        responses: { '200': versionedResponse('Webhook', 'The endpoint'), ...authFailures, '404': responseRef('NotFound') },
      },
      put: {
        operationId: 'updateWebhook',
        tags: ['Webhooks'],
        summary: 'Change an endpoint; `status: "active"` re-enables one that was disabled',
        parameters: changeParameters,
        requestBody: { required: true, content: jsonContent('UpdateWebhookRequest') },
        responses: { '200': versionedResponse('Webhook', 'The endpoint as saved'), ...authFailures, ...bodyFailures, '404': responseRef('NotFound'), '409': responseRef('Conflict'), '412': responseRef('PreconditionFailed') },
      },
      delete: {
        operationId: 'deleteWebhook',
        tags: ['Webhooks'],
        summary: 'Delete an endpoint and its delivery log; its pending deliveries are never sent',
        parameters: changeParameters,
        responses: { '204': { description: 'Deleted' }, ...authFailures, '404': responseRef('NotFound'), '409': responseRef('Conflict'), '412': responseRef('PreconditionFailed') },
      },
    },
    '/Webhooks/{id}/Deliveries': {
      get: {
        operationId: 'listWebhookDeliveries',
        tags: ['Webhooks'],
        summary: "The endpoint's latest deliveries, newest first: event, status, attempts, last status code and error, next retry",
        parameters: [...idParameters, queryParameter('limit', 'How many (1–100, default 25).', { type: 'integer', minimum: 1, maximum: 100 })],
        responses: { '200': { description: 'The latest deliveries', content: jsonContent('WebhookDeliveryList') }, ...authFailures, '400': responseRef('WebhookBadRequest'), '404': responseRef('NotFound') },
      },
    },
    '/Webhooks/{id}/Test': {
      post: {
        operationId: 'testWebhook',
        tags: ['Webhooks'],
        summary: 'Send a `webhook.test` event to this endpoint now (through the same queue, signing and retries as every event)',
        parameters: idParameters,
        requestBody: { required: false, content: jsonContent('EmptyRequest') },
        responses: { '202': { description: 'The delivery, recorded and due now', content: jsonContent('WebhookDelivery') }, ...authFailures, '400': responseRef('WebhookBadRequest'), '404': responseRef('NotFound'), '409': responseRef('WebhookConflict') },
      },
    },
  },
  schemas: {
    Webhook: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'url', 'events', 'description', 'status', 'disabledReason', 'disabledAt', 'createdAt', 'updatedAt', 'version'],
      properties: {
        id: { type: 'string' },
        url,
        events: eventTypes,
        description,
        status: { type: 'string', enum: ['active', 'disabled'] },
        disabledReason: { type: ['string', 'null'], description: 'Why it is disabled: deliveries failed for the whole retry window (about a day), with the last error; or a user disabled it.' },
        disabledAt: nullableDateTime,
        ...stamps,
      },
    },
    CreatedWebhook: {
      description: 'The new endpoint and, in this response only, its signing secret.',
      allOf: [schemaRef('Webhook'), { type: 'object', required: ['secret'], properties: { secret: { type: 'string', pattern: '^whsec_[A-Za-z0-9+/]{43}=$', description: 'Standard Webhooks secret: verify `webhook-signature` with it.' } } }],
    },
    WebhookList: { type: 'object', required: ['items', 'nextCursor'], properties: { items: { type: 'array', items: schemaRef('Webhook') }, nextCursor: { type: 'null' } } },
    CreateWebhookRequest: { type: 'object', additionalProperties: false, required: ['url', 'events'], properties: { url, events: eventTypes, description } },
    UpdateWebhookRequest: { type: 'object', additionalProperties: false, properties: { url, events: eventTypes, description, status: { type: 'string', enum: ['active', 'disabled'] } } },
    WebhookDelivery: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'webhookId', 'event', 'status', 'attempts', 'lastStatusCode', 'lastError', 'lastAttemptAt', 'nextAttemptAt', 'createdAt'],
      properties: {
        id: { type: 'string', description: 'The `webhook-id` header of every attempt of this delivery.' },
        webhookId: { type: 'string' },
        event: { type: 'string', enum: [...EVENT_TYPES] },
        status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
        attempts: { type: 'integer', minimum: 0 },
        lastStatusCode: { type: ['integer', 'null'], description: "The receiver's last HTTP status; its body is never kept." },
        lastError: { type: ['string', 'null'], enum: [...DELIVERY_ERROR_KINDS, null] },
        lastAttemptAt: nullableDateTime,
        nextAttemptAt: { ...nullableDateTime, description: 'When the next attempt is due (pending only).' },
        createdAt: dateTime,
      },
    },
    WebhookDeliveryList: { type: 'object', required: ['items', 'nextCursor'], properties: { items: { type: 'array', items: schemaRef('WebhookDelivery') }, nextCursor: { type: 'null' } } },
  },
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
} satisfies OpenApiPart;
