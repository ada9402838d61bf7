import { EventPublisherToken } from '@quire/ports/events/event-publisher';
import { ContainerModule } from 'inversify';
import { ports } from '../port-tokens';
import { bindAll, optionalPort, tokensOf, useCase, writeUseCase } from '../use-case-binding';
import { createWebhook, CreateWebhookToken } from './create-webhook';
import { deleteWebhook, DeleteWebhookToken } from './delete-webhook';
import { deliverDueWebhooks, DeliverDueWebhooksToken } from './deliver-due-webhooks';
import { getWebhook, GetWebhookToken } from './get-webhook';
import { listWebhookDeliveries, ListWebhookDeliveriesToken } from './list-webhook-deliveries';
import { listWebhooks, ListWebhooksToken } from './list-webhooks';
import { webhookEventPublisher } from './record-event';
import { sweepWebhookDeliveries, SweepWebhookDeliveriesToken } from './sweep-webhook-deliveries';
import { testWebhook, TestWebhookToken } from './test-webhook';
import { updateWebhook, UpdateWebhookToken } from './update-webhook';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings, WebhookSettingsToken } from './webhook-settings';

/** The server binds WebhookSettings from its configuration; without them, the defaults apply. */
const withDefaultSettings =
  <D extends { settings: WebhookSettings }, T>(make: (deps: D) => T) =>
  (deps: Omit<D, 'settings'> & { settings: WebhookSettings | undefined }): T =>
    make({ ...deps, settings: deps.settings ?? DEFAULT_WEBHOOK_SETTINGS } as D);

const settings = { settings: optionalPort(WebhookSettingsToken) };
const makeCreateWebhook = withDefaultSettings(createWebhook);
const makeUpdateWebhook = withDefaultSettings(updateWebhook);
const makeDeliverDueWebhooks = withDefaultSettings(deliverDueWebhooks);
const makeSweepWebhookDeliveries = withDefaultSettings(sweepWebhookDeliveries);
const makeEventPublisher = withDefaultSettings(webhookEventPublisher);

const webhooks = {
  listWebhooks: useCase(ListWebhooksToken, listWebhooks, ports('webhooks')),
  getWebhook: useCase(GetWebhookToken, getWebhook, ports('webhooks')),
  createWebhook: writeUseCase(CreateWebhookToken, makeCreateWebhook, { ...ports('webhooks', 'transport', 'secretBox', 'random', 'ids', 'clock'), ...settings }),
  updateWebhook: writeUseCase(UpdateWebhookToken, makeUpdateWebhook, { ...ports('webhooks', 'transport', 'clock'), ...settings }),
  deleteWebhook: writeUseCase(DeleteWebhookToken, deleteWebhook, ports('webhooks')),
  listWebhookDeliveries: useCase(ListWebhookDeliveriesToken, listWebhookDeliveries, ports('webhooks', 'deliveries')),
  testWebhook: writeUseCase(TestWebhookToken, testWebhook, ports('webhooks', 'deliveries', 'ids', 'clock')),
};

/** The webhook use cases (`/Webhooks`) by name. */
export const webhookUseCases = tokensOf(webhooks);

const dispatch = {
  deliverDueWebhooks: useCase(DeliverDueWebhooksToken, makeDeliverDueWebhooks, { ...ports('webhooks', 'deliveries', 'transport', 'secretBox', 'random', 'ids', 'clock'), ...settings }),
  sweepWebhookDeliveries: useCase(SweepWebhookDeliveriesToken, makeSweepWebhookDeliveries, { ...ports('deliveries', 'clock'), ...settings }),
};

/** What the dispatcher loop calls (in the server, and in any process that works jobs). */
export const webhookDispatchUseCases = tokensOf(dispatch);

export const bindWebhookUseCases = bindAll({ ...webhooks, ...dispatch });

/**
 * The EventPublisher that records deliveries in the outbox, one per subscribed endpoint (ADR 0055).
 * The composition root loads it (apps/server); test containers bind a recording one instead.
 */
export const webhookEventPublisherModule = new ContainerModule(({ bind }) => {
  useCase(EventPublisherToken, makeEventPublisher, { ...ports('webhooks', 'deliveries', 'ids'), ...settings }).bindTo(bind);
});
