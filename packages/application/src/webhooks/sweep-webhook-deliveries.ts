import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { WebhookSettings } from './webhook-settings';

export type SweepWebhookDeliveries = () => TE.TaskEither<AppError, { readonly deleted: number }>;

/** Deletes finished deliveries older than the retention (the delivery log keeps the recent ones). */
export const sweepWebhookDeliveries =
  (deps: Pick<Ports, 'deliveries' | 'clock'> & { settings: WebhookSettings }): SweepWebhookDeliveries =>
  () =>
    pipe(
      deps.deliveries.sweepFinished(new Date(deps.clock.now().getTime() - deps.settings.retentionMs)),
      TE.map((deleted) => ({ deleted })),
      TE.mapLeft((error): AppError => error),
    );
