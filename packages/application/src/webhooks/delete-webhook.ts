import type { WebhookId } from '@quire/domain/webhooks/webhook';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { auditAppend } from '../audit-trail/audit-append';
import type { Principal } from '../principal';
import { requireWebhookVersion } from './require-webhook';
import { fromWebhookWriteError } from './webhook-fields';

export type DeleteWebhookInput = { readonly principal: Principal; readonly id: WebhookId; readonly expectedVersions: ReadonlyArray<number> | null };
export type DeleteWebhook = (input: DeleteWebhookInput) => TE.TaskEither<AppError, void>;

/** `DELETE /Webhooks/:id`: the endpoint and its deliveries (pending ones are never sent). */
export const deleteWebhook =
  ({ webhooks, ids, clock }: Pick<Ports, 'webhooks' | 'ids' | 'clock'>): DeleteWebhook =>
  ({ principal, id, expectedVersions }) =>
    pipe(
      requireWebhookVersion(webhooks)(principal.tenantId, id, expectedVersions),
      TE.chain((webhook) =>
        pipe(
          webhooks.delete(principal.tenantId, webhook.id, webhook.version, auditAppend({ ids, clock })(principal, 'webhook.deleted', { type: 'Webhook', id: webhook.id, version: webhook.version })),
          TE.mapLeft(fromWebhookWriteError),
        ),
      ),
    );
