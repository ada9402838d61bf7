import { createWebhook as create, type Webhook, webhookId } from '@quire/domain/webhooks/webhook';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, conflict } from '../app-error';
import { currentTime } from '../current-time';
import { auditAppend, auditedUrl } from '../audit-trail/audit-append';
import type { Principal } from '../principal';
import { checkedDestination } from './checked-destination';
import { fromWebhookInvalid, webhookFieldLimits } from './webhook-fields';
import type { WebhookSettings } from './webhook-settings';

export type CreateWebhookInput = {
  readonly principal: Principal;
  readonly url: string;
  readonly events: ReadonlyArray<string>;
  readonly description?: string | undefined;
};
/** The new endpoint and, this once, its signing secret. */
export type CreatedWebhook = { readonly webhook: Webhook; readonly secret: string };
export type CreateWebhook = (input: CreateWebhookInput) => TE.TaskEither<AppError, CreatedWebhook>;

/** 32 random bytes, as Standard Webhooks writes a secret: `whsec_` and base64. */
const SECRET_BYTES = 32;

export type CreateWebhookDeps = Pick<Ports, 'webhooks' | 'transport' | 'secretBox' | 'random' | 'ids' | 'clock'> & { settings: WebhookSettings };

/**
 * `POST /Webhooks`: a new active endpoint with a new signing secret, stored sealed. Refused when the
 * tenant has as many endpoints as allowed, when a field breaks a rule (422), and when the URL's host
 * does not resolve or resolves to an address that is not public (422, unless the operator allows private ones).
 */
export const createWebhook =
  (deps: CreateWebhookDeps): CreateWebhook =>
  (input) => {
    const tenant = input.principal.tenantId;
    const secret = `whsec_${Buffer.from(deps.random.bytes(SECRET_BYTES)).toString('base64')}`;
    return pipe(
      deps.webhooks.listByTenant(tenant),
      TE.mapLeft((error): AppError => error),
      TE.filterOrElse(
        (existing) => existing.length < deps.settings.maxPerTenant,
        () => conflict('webhook_limit_reached', `A tenant may have at most ${deps.settings.maxPerTenant} webhook endpoints; delete one first.`),
      ),
      TE.chain(() => currentTime(deps.clock)),
      TE.chainEitherK((now) =>
        pipe(
          create({ id: webhookId(deps.ids.next()), tenantId: tenant, url: input.url, events: input.events, description: input.description, sealedSecret: deps.secretBox.seal(secret), now }, webhookFieldLimits(deps.settings)),
          E.mapLeft(fromWebhookInvalid),
        ),
      ),
      TE.chainFirst((webhook) => checkedDestination(deps.transport)(webhook.url)),
      TE.chainFirst((webhook) =>
        pipe(
          deps.webhooks.insert(webhook, auditAppend(deps)(input.principal, 'webhook.created', { type: 'Webhook', id: webhook.id, version: webhook.version }, { url: auditedUrl(webhook.url), events: [...webhook.events] })),
          TE.mapLeft((error): AppError => error),
        ),
      ),
      TE.map((webhook) => ({ webhook, secret })),
    );
  };
