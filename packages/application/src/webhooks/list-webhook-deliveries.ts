import type { WebhookId } from '@quire/domain/webhooks/webhook';
import type { WebhookDelivery } from '@quire/domain/webhooks/webhook-delivery';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { requireWebhook } from './require-webhook';

export type ListWebhookDeliveriesInput = { readonly principal: Principal; readonly id: WebhookId; readonly limit: number };
export type ListWebhookDeliveries = (input: ListWebhookDeliveriesInput) => TE.TaskEither<AppError, ReadonlyArray<WebhookDelivery>>;

/** `GET /Webhooks/:id/Deliveries`: the endpoint's latest deliveries, newest first. */
export const listWebhookDeliveries =
  ({ webhooks, deliveries }: Pick<Ports, 'webhooks' | 'deliveries'>): ListWebhookDeliveries =>
  ({ principal, id, limit }) =>
    pipe(
      requireWebhook(webhooks)(principal.tenantId, id),
      TE.chain((webhook) => pipe(deliveries.listRecent(principal.tenantId, webhook.id, limit), TE.mapLeft((error): AppError => error))),
    );
