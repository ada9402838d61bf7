import type { Webhook } from '@quire/domain/webhooks/webhook';
import type { WebhookDelivery } from '@quire/domain/webhooks/webhook-delivery';

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** The public JSON of an endpoint: never the secret, sealed or not. */
export const webhookJson = (webhook: Webhook) => ({
  id: webhook.id,
  url: webhook.url,
  events: webhook.events,
  description: webhook.description,
  status: webhook.status,
  disabledReason: webhook.disabledReason,
  disabledAt: iso(webhook.disabledAt),
  createdAt: webhook.createdAt.toISOString(),
  updatedAt: webhook.updatedAt.toISOString(),
  version: webhook.version,
});

/** One delivery in the log: what happened, never what the receiver answered beyond its status code. */
export const deliveryJson = (delivery: WebhookDelivery) => ({
  id: delivery.id,
  webhookId: delivery.webhookId,
  event: delivery.eventType,
  status: delivery.status,
  attempts: delivery.attempts,
  lastStatusCode: delivery.lastStatusCode,
  lastError: delivery.lastError,
  lastAttemptAt: iso(delivery.lastAttemptAt),
  nextAttemptAt: iso(delivery.nextAttemptAt),
  createdAt: delivery.createdAt.toISOString(),
});
