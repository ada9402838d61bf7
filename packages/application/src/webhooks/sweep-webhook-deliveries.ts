import type { Clock } from '@quire/ports/platform/clock';
import type { WebhookDeliveries } from '@quire/ports/webhooks/webhook-deliveries';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../app-error';
import type { WebhookSettings } from './webhook-settings';

export type SweepWebhookDeliveries = () => TE.TaskEither<AppError, { readonly deleted: number }>;
export const SweepWebhookDeliveriesToken: ServiceIdentifier<SweepWebhookDeliveries> = Symbol.for('quire.SweepWebhookDeliveries');

/** Deletes finished deliveries older than the retention (the delivery log keeps the recent ones). */
export const sweepWebhookDeliveries =
  (deps: { deliveries: WebhookDeliveries; clock: Clock; settings: WebhookSettings }): SweepWebhookDeliveries =>
  () =>
    pipe(
      deps.deliveries.sweepFinished(new Date(deps.clock.now().getTime() - deps.settings.retentionMs)),
      TE.map((deleted) => ({ deleted })),
      TE.mapLeft((error): AppError => error),
    );
