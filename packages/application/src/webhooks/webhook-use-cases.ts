import type { Ports } from '@quire/ports/ports';
import { retryingLostRaces } from '../retry-lost-races';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { deliverDueWebhooks } from './deliver-due-webhooks';
import { getWebhook } from './get-webhook';
import { listWebhookDeliveries } from './list-webhook-deliveries';
import { listWebhooks } from './list-webhooks';
import { sweepWebhookDeliveries } from './sweep-webhook-deliveries';
import { testWebhook } from './test-webhook';
import { updateWebhook } from './update-webhook';
import type { WebhookSettings } from './webhook-settings';

/**
 * The webhook use cases (`/Webhooks`; writes run again when they lose a race) and what the
 * dispatcher loop calls (in the server, and in any process that works jobs).
 */
export const webhookUseCases = (ports: Ports, settings: WebhookSettings) => {
  const deps = { ...ports, settings };
  return {
    listWebhooks: listWebhooks(ports),
    getWebhook: getWebhook(ports),
    createWebhook: retryingLostRaces(createWebhook(deps)),
    updateWebhook: retryingLostRaces(updateWebhook(deps)),
    deleteWebhook: retryingLostRaces(deleteWebhook(ports)),
    listWebhookDeliveries: listWebhookDeliveries(ports),
    testWebhook: retryingLostRaces(testWebhook(ports)),
    deliverDueWebhooks: deliverDueWebhooks(deps),
    sweepWebhookDeliveries: sweepWebhookDeliveries(deps),
  };
};
export type WebhookUseCases = ReturnType<typeof webhookUseCases>;
