import { HttpWebhookTransport } from '@quire/adapter-webhook-http/http-webhook-transport';
import { webhookEventPublisher } from '@quire/application/webhooks/record-event';
import type { WebhookSettings } from '@quire/application/webhooks/webhook-settings';
import { ContainerModule } from 'inversify';
import type { WebhookConfig } from '../webhook-config';
import type { WebhookDispatchMetrics } from '../webhook-dispatch-metrics';
import { bindPorts } from './bind-ports';
import { MetricsSourceToken, portToken } from './port-tokens';

/**
 * Webhook deliveries over HTTP (the address guard and time limit of the configuration); the
 * EventPublisher that records one delivery per subscribed endpoint in the outbox (ADR 0055), made
 * from the stored ports; and what this process's dispatcher did, for `GET /metrics`.
 */
export const webhookModule = (config: Pick<WebhookConfig, 'allowPrivate' | 'timeoutMs'>, settings: WebhookSettings, metrics: WebhookDispatchMetrics): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bindPorts(bind, { transport: new HttpWebhookTransport({ allowPrivate: config.allowPrivate, timeoutMs: config.timeoutMs }) });
    bind(portToken('events'))
      .toResolvedValue((webhooks, deliveries, ids) => webhookEventPublisher({ webhooks, deliveries, ids, settings }), [portToken('webhooks'), portToken('deliveries'), portToken('ids')])
      .inSingletonScope();
    bind(MetricsSourceToken).toConstantValue(metrics);
  });
