import { DELIVERY_ERROR_KINDS, type WebhookDelivery } from '@quire/domain/webhooks/webhook-delivery';
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH } from '@quire/domain/webhooks/webhook';
import { EVENT_TYPES } from '@quire/ports/events/event-publisher';
import * as t from 'io-ts';
import { LimitParam } from '../platform/body/query-codecs';
import { annotate, component } from '../platform/openapi/annotate';
import { DateTime, Integer, nullable, stamps } from '../platform/openapi/json-shapes';

const Status = t.keyof({ active: null, disabled: null }, 'WebhookStatus');
const Url = annotate(t.string, {
  format: 'uri',
  maxLength: MAX_WEBHOOK_URL_LENGTH,
  description:
    'An absolute http or https URL, without credentials or fragment. Its host must resolve to public addresses only (not private, loopback, link-local, unique-local, multicast or unspecified, IPv4 or IPv6) unless the server runs with `WEBHOOK_ALLOW_PRIVATE=true`; checked here and again before every delivery. Redirects are never followed.',
});
/** The use case checks the names; the codec takes any strings. */
const EventType = annotate(t.string, { enum: [...EVENT_TYPES] });
const Events = annotate(t.readonlyArray(EventType), { minItems: 1, maxItems: EVENT_TYPES.length, uniqueItems: true });
const Description = annotate(t.string, { maxLength: MAX_WEBHOOK_DESCRIPTION_LENGTH });

/** `POST /Webhooks`: `{ url, events, description? }`; anything else is refused (decodeExact). */
export const CreateWebhookBody = component('CreateWebhookRequest', t.exact(t.intersection([t.type({ url: Url, events: Events }), t.partial({ description: Description })]), 'CreateWebhookBody'));

/** `PUT /Webhooks/:id`: any of `{ url, events, description, status }`; `status: "active"` re-enables a disabled endpoint. */
export const UpdateWebhookBody = component('UpdateWebhookRequest', t.exact(t.partial({ url: Url, events: Events, description: Description, status: Status }), 'UpdateWebhookBody'));

/** `GET /Webhooks/:id/Deliveries?limit=`: the latest `limit` (1–100, default 25). */
export const DeliveriesQuery = t.exact(t.partial({ limit: annotate(LimitParam, { description: 'How many (1–100, default 25).' }) }), 'DeliveriesQuery');

/** The public JSON of an endpoint: never the secret, sealed or not. */
export const WebhookJson = component(
  'Webhook',
  t.exact(
    t.type({
      id: t.string,
      url: Url,
      events: Events,
      description: Description,
      status: Status,
      disabledReason: annotate(nullable(t.string), { description: 'Why it is disabled: deliveries failed for the whole retry window (about a day), with the last error; or a user disabled it.' }),
      disabledAt: nullable(DateTime),
      ...stamps,
    }),
  ),
);

/** What `POST /Webhooks` answers: the endpoint and, this once, its signing secret. */
export const CreatedWebhookJson = component(
  'CreatedWebhook',
  t.intersection([WebhookJson, t.exact(t.type({ secret: annotate(t.string, { pattern: '^whsec_[A-Za-z0-9+/]{43}=$', description: 'Standard Webhooks secret: verify `webhook-signature` with it.' }) }))]),
  { description: 'The new endpoint and, in this response only, its signing secret.' },
);

/** A list answered whole: its cursor is always null. */
const listOf = <C extends t.Mixed>(name: string, item: C) => component(name, t.type({ items: t.readonlyArray(item), nextCursor: t.null }));

export const WebhookList = listOf('WebhookList', WebhookJson);

/** One delivery in the log: what happened, never what the receiver answered beyond its status code. */
export const DeliveryJson = component(
  'WebhookDelivery',
  t.exact(
    t.type({
      id: annotate(t.string, { description: 'The `webhook-id` header of every attempt of this delivery.' }),
      webhookId: t.string,
      event: EventType,
      status: t.keyof({ pending: null, succeeded: null, failed: null }),
      attempts: annotate(Integer, { minimum: 0 }),
      lastStatusCode: annotate(nullable(Integer), { description: "The receiver's last HTTP status; its body is never kept." }),
      lastError: nullable(annotate(t.string, { enum: [...DELIVERY_ERROR_KINDS] })),
      lastAttemptAt: nullable(DateTime),
      nextAttemptAt: annotate(nullable(DateTime), { description: 'When the next attempt is due (pending only).' }),
      createdAt: DateTime,
    }),
  ),
);

export const DeliveryList = listOf('WebhookDeliveryList', DeliveryJson);

/** The delivery's JSON: its event type is `event`. */
export const deliveryJson = (delivery: WebhookDelivery) => DeliveryJson.encode({ ...delivery, event: delivery.eventType });

export const webhookJson = WebhookJson.encode;
