import { type TenantId, tenantId } from '@quire/domain/ids';
import { type Webhook, webhookId } from '@quire/domain/webhooks/webhook';
import { deliveryId, type WebhookDelivery } from '@quire/domain/webhooks/webhook-delivery';
import { MADE_AT_T0, T0 } from './instants';
import { nextNumber } from './next-number';

/** A valid active endpoint with new ids; override only what the test is about. */
export const arbitraryWebhook = (overrides: Partial<Webhook> = {}): Webhook => {
  const n = nextNumber();
  return {
    id: webhookId(`webhook-${n}`),
    tenantId: tenantId(`tenant-${n}`),
    url: `https://hooks-${n}.example.com/quire`,
    events: ['job.succeeded', 'template.created'],
    description: `Endpoint ${n}`,
    status: 'active',
    disabledReason: null,
    disabledAt: null,
    sealedSecret: `sealed-${n}`,
    ...MADE_AT_T0,
    ...overrides,
  };
};

/** A pending delivery due at T0, for an endpoint of a tenant. */
export const arbitraryDelivery = (owner: { tenantId: TenantId; webhookId: Webhook['id'] }, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => {
  const n = nextNumber();
  return {
    id: deliveryId(`msg_${n}`),
    tenantId: owner.tenantId,
    webhookId: owner.webhookId,
    eventType: 'job.succeeded',
    payload: JSON.stringify({ type: 'job.succeeded', timestamp: T0.toISOString(), data: { id: `job-${n}` } }),
    status: 'pending',
    attempts: 0,
    createdAt: T0,
    nextAttemptAt: T0,
    lastAttemptAt: null,
    lastStatusCode: null,
    lastError: null,
    ...overrides,
  };
};
