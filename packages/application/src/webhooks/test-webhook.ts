import type { WebhookId } from '@quire/domain/webhooks/webhook';
import { deliveryId, newDelivery, type WebhookDelivery } from '@quire/domain/webhooks/webhook-delivery';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, conflict } from '../app-error';
import { currentTime } from '../current-time';
import type { Principal } from '../principal';
import { eventPayload } from './event-payload';
import { messageIdOf } from './message-id';
import { requireWebhook } from './require-webhook';

export type TestWebhook = (input: { readonly principal: Principal; readonly id: WebhookId }) => TE.TaskEither<AppError, WebhookDelivery>;

/**
 * `POST /Webhooks/:id/Test`: a `webhook.test` event for this endpoint alone (whatever it subscribes
 * to), recorded as a delivery due now; the dispatcher sends it like any other. A disabled endpoint
 * is refused (409): re-enable it first.
 */
export const testWebhook =
  (deps: Pick<Ports, 'webhooks' | 'deliveries' | 'ids' | 'clock'>): TestWebhook =>
  ({ principal, id }) =>
    pipe(
      requireWebhook(deps.webhooks)(principal.tenantId, id),
      TE.filterOrElse(
        (webhook) => webhook.status === 'active',
        (): AppError => conflict('webhook_disabled', 'The webhook is disabled; make it active again (PUT with "status": "active") before testing it.'),
      ),
      TE.bindTo('webhook'),
      TE.bind('now', () => currentTime(deps.clock)),
      TE.map(({ webhook, now }) =>
        newDelivery({
          id: deliveryId(messageIdOf(deps.ids)),
          tenantId: webhook.tenantId,
          webhookId: webhook.id,
          eventType: 'webhook.test',
          payload: eventPayload('webhook.test', now, { webhookId: webhook.id, url: webhook.url }),
          now,
        }),
      ),
      TE.chainFirst((delivery) => pipe(deps.deliveries.record([delivery]), TE.mapLeft((error): AppError => error))),
    );
