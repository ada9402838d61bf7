import type { Webhook, WebhookId } from '@quire/domain/webhooks/webhook';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { requireWebhook } from './require-webhook';

export type GetWebhook = (input: { readonly principal: Principal; readonly id: WebhookId }) => TE.TaskEither<AppError, Webhook>;

/** `GET /Webhooks/:id`: one endpoint of the caller's tenant (never its secret). */
export const getWebhook =
  ({ webhooks }: Pick<Ports, 'webhooks'>): GetWebhook =>
  ({ principal, id }) =>
    requireWebhook(webhooks)(principal.tenantId, id);
