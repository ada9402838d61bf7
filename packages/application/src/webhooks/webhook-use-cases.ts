import type { Ports } from '@quire/ports/ports';
import { readsOf, writesOf } from '../use-cases-of';
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
    ...readsOf(deps, { listWebhooks, getWebhook, listWebhookDeliveries, deliverDueWebhooks, sweepWebhookDeliveries }),
    ...writesOf(deps, { createWebhook, updateWebhook, deleteWebhook, testWebhook }),
  };
};
export type WebhookUseCases = ReturnType<typeof webhookUseCases>;
