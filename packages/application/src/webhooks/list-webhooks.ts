import type { Webhook } from '@quire/domain/webhooks/webhook';
import type { WebhookRepository } from '@quire/ports/webhooks/webhook-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';

export type ListWebhooks = (principal: Principal) => TE.TaskEither<AppError, ReadonlyArray<Webhook>>;
export const ListWebhooksToken: ServiceIdentifier<ListWebhooks> = Symbol.for('quire.ListWebhooks');

/** `GET /Webhooks`: every endpoint of the caller's tenant (a few: their number is limited), oldest first. */
export const listWebhooks =
  ({ webhooks }: { webhooks: WebhookRepository }): ListWebhooks =>
  (principal) =>
    pipe(webhooks.listByTenant(principal.tenantId), TE.mapLeft((error): AppError => error));
