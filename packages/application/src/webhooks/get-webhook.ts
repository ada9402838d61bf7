import type { Webhook, WebhookId } from '@quire/domain/webhooks/webhook';
import type { WebhookRepository } from '@quire/ports/webhooks/webhook-repository';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { requireWebhook } from './require-webhook';

export type GetWebhook = (input: { readonly principal: Principal; readonly id: WebhookId }) => TE.TaskEither<AppError, Webhook>;
export const GetWebhookToken: ServiceIdentifier<GetWebhook> = Symbol.for('quire.GetWebhook');

/** `GET /Webhooks/:id`: one endpoint of the caller's tenant (never its secret). */
export const getWebhook =
  ({ webhooks }: { webhooks: WebhookRepository }): GetWebhook =>
  ({ principal, id }) =>
    requireWebhook(webhooks)(principal.tenantId, id);
