import { receives } from '@quire/domain/webhooks/webhook';
import { deliveryId, newDelivery } from '@quire/domain/webhooks/webhook-delivery';
import type { EventPublisher, QuireEvent } from '@quire/ports/events/event-publisher';
import { type StorageError, storageError } from '@quire/ports/storage/storage-error';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { eventPayload, payloadBytes } from './event-payload';
import { messageIdOf } from './message-id';
import type { WebhookSettings } from './webhook-settings';

/**
 * The EventPublisher: records one delivery per active endpoint of the tenant that subscribes to the
 * event's type (an outbox in the store); nothing is sent here. The dispatcher sends them later, from
 * any process. The body is fixed now, so every attempt sends the same bytes.
 */
export const webhookEventPublisher = (deps: Pick<Ports, 'webhooks' | 'deliveries' | 'ids'> & { settings: WebhookSettings }): EventPublisher => ({
  publish: (event: QuireEvent): TE.TaskEither<StorageError, void> => {
    const payload = eventPayload(event.type, event.occurredAt, event.data);
    if (payloadBytes(payload) > deps.settings.maxPayloadBytes) {
      return TE.left(storageError('events.publish')(new Error(`a ${event.type} event is larger than ${deps.settings.maxPayloadBytes} bytes`)));
    }
    return pipe(
      deps.webhooks.listByTenant(event.tenantId),
      TE.map((webhooks) =>
        webhooks
          .filter((webhook) => receives(webhook, event.type))
          .map((webhook) => newDelivery({ id: deliveryId(messageIdOf(deps.ids)), tenantId: event.tenantId, webhookId: webhook.id, eventType: event.type, payload, now: event.occurredAt })),
      ),
      TE.chain((deliveries) => (deliveries.length === 0 ? TE.right(undefined) : deps.deliveries.record(deliveries))),
    );
  },
});
