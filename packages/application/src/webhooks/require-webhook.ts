import type { TenantId } from '@quire/domain/ids';
import type { Webhook, WebhookId } from '@quire/domain/webhooks/webhook';
import type { WebhookRepository } from '@quire/ports/webhooks/webhook-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { requireFound } from '../require-found';

/** The tenant's endpoint with this id, else NotFound (another tenant's is not found either). */
export const requireWebhook = (webhooks: WebhookRepository) => (tenantId: TenantId, id: WebhookId): TE.TaskEither<AppError, Webhook> =>
  requireFound('Webhook', id, () => webhooks.findById(tenantId, id));

/** The endpoint a write addresses, held to the client's `If-Match` (VersionMismatch, 412). */
export const requireWebhookVersion =
  (webhooks: WebhookRepository) =>
  (tenantId: TenantId, id: WebhookId, expectedVersions: ReadonlyArray<number> | null): TE.TaskEither<AppError, Webhook> =>
    pipe(
      requireWebhook(webhooks)(tenantId, id),
      TE.filterOrElse(
        (webhook) => expectedVersions === null || expectedVersions.includes(webhook.version),
        (webhook): AppError => ({ _tag: 'VersionMismatch', resource: 'Webhook', id: webhook.id, current: webhook.version, expected: expectedVersions ?? [] }),
      ),
    );
