import { changeWebhook, type Webhook, type WebhookId, type WebhookStatus } from '@quire/domain/webhooks/webhook';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { currentTime } from '../current-time';
import { auditAppend, auditedUrl } from '../audit-trail/audit-append';
import type { Principal } from '../principal';
import { checkedDestination } from './checked-destination';
import { requireWebhookVersion } from './require-webhook';
import { fromWebhookInvalid, fromWebhookWriteError, webhookFieldLimits } from './webhook-fields';
import type { WebhookSettings } from './webhook-settings';

export type WebhookPatch = {
  readonly url?: string | undefined;
  readonly events?: ReadonlyArray<string> | undefined;
  readonly description?: string | undefined;
  readonly status?: WebhookStatus | undefined;
};
export type UpdateWebhookInput = { readonly principal: Principal; readonly id: WebhookId; readonly expectedVersions: ReadonlyArray<number> | null; readonly patch: WebhookPatch };
export type UpdateWebhook = (input: UpdateWebhookInput) => TE.TaskEither<AppError, Webhook>;

/**
 * `PUT /Webhooks/:id`: fields and `status` (`active` re-enables an endpoint the dispatcher
 * disabled). A new URL, and an endpoint made active again, pass the destination guard first. A
 * change that changes nothing answers the endpoint as it is.
 */
export const updateWebhook =
  (deps: Pick<Ports, 'webhooks' | 'transport' | 'ids' | 'clock'> & { settings: WebhookSettings }): UpdateWebhook =>
  ({ principal, id, expectedVersions, patch }) =>
    pipe(
      requireWebhookVersion(deps.webhooks)(principal.tenantId, id, expectedVersions),
      TE.bindTo('before'),
      TE.bind('now', () => currentTime(deps.clock)),
      TE.bind('after', ({ before, now }) => TE.fromEither(pipe(changeWebhook(before, patch, now, webhookFieldLimits(deps.settings)), E.mapLeft(fromWebhookInvalid)))),
      TE.chain(({ before, after }) => {
        if (after === before) return TE.right(before);
        const needsCheck = after.url !== before.url || (after.status === 'active' && before.status !== 'active');
        return pipe(
          needsCheck ? checkedDestination(deps.transport)(after.url) : TE.right(undefined),
          TE.chain(() =>
            pipe(
              deps.webhooks.update(after, auditAppend(deps)(principal, 'webhook.updated', { type: 'Webhook', id: after.id, version: after.version }, { url: auditedUrl(after.url), events: [...after.events], status: after.status })),
              TE.mapLeft(fromWebhookWriteError),
            ),
          ),
          TE.map(() => after),
        );
      }),
    );
