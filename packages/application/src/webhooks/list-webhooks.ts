import type { Webhook } from '@quire/domain/webhooks/webhook';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';

export type ListWebhooks = (principal: Principal) => TE.TaskEither<AppError, ReadonlyArray<Webhook>>;

/** `GET /Webhooks`: every endpoint of the caller's tenant (a few: their number is limited), oldest first. */
export const listWebhooks =
  ({ webhooks }: Pick<Ports, 'webhooks'>): ListWebhooks =>
  (principal) =>
    pipe(webhooks.listByTenant(principal.tenantId), TE.mapLeft((error): AppError => error));
