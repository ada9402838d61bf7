import type { UseCasesOf } from '@quire/application/use-case-binding';
import type { webhookUseCases } from '@quire/application/webhooks/webhook-use-cases';
import type { Webhook } from '@quire/domain/webhooks/webhook';
import { webhookId } from '@quire/domain/webhooks/webhook';
import { DEFAULT_PAGE_LIMIT } from '@quire/ports/library/search/search';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { principalOf } from '../platform/auth/principal-of';
import { decodeQuery, withoutQuery } from '../platform/body/decode-query';
import { NoBody } from '../platform/body/empty-codecs';
import { jsonBodyOf } from '../platform/body/json-body-of';
import { answer } from '../platform/problems/answer';
import { sendCreated, sendNoContent, sendVersioned, withChange, withChangedBody } from '../platform/versions/change-request';
import { CreateWebhookBody, DeliveriesQuery, UpdateWebhookBody } from './webhook-codecs';
import { deliveryJson, webhookJson } from './webhook-json';

type Deps = UseCasesOf<typeof webhookUseCases>;

/** SPEC §1.2 / §4.3 `/Webhooks`: the tenant's endpoints, their delivery log and the test event. */
export const registerWebhookRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const idOf = (ctx: Context) => webhookId(ctx.params['id'] ?? '');
  const sendWebhook = (ctx: Context) => (webhook: Webhook) => sendVersioned(ctx, webhook.version, webhookJson(webhook));

  router.get('/Webhooks', (ctx) =>
    answer(ctx, withoutQuery(ctx, () => deps.listWebhooks(principalOf(ctx))), (webhooks) => {
      ctx.body = { items: webhooks.map(webhookJson), nextCursor: null };
    }),
  );

  router.post('/Webhooks', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          jsonBodyOf(ctx, options.jsonBodyLimitBytes, CreateWebhookBody),
          TE.chainW((body) => deps.createWebhook({ principal: principalOf(ctx), url: body.url, events: body.events, description: body.description })),
        ),
      ),
      ({ webhook, secret }) => {
        sendCreated(ctx, `${options.prefix}/Webhooks/${encodeURIComponent(webhook.id)}`, webhook.version, { ...webhookJson(webhook), secret });
        ctx.set('Cache-Control', 'no-store');
        ctx.state.replayWithheld = "the new webhook's signing secret is shown only once. Delete that webhook if its secret was lost, and create another.";
      },
    ),
  );

  router.get('/Webhooks/:id', (ctx) => answer(ctx, withoutQuery(ctx, () => deps.getWebhook({ principal: principalOf(ctx), id: idOf(ctx) })), sendWebhook(ctx)));

  router.put('/Webhooks/:id', (ctx) =>
    answer(
      ctx,
      withChangedBody(
        ctx,
        () => jsonBodyOf(ctx, options.jsonBodyLimitBytes, UpdateWebhookBody),
        ({ expectedVersions, patch }) => deps.updateWebhook({ principal: principalOf(ctx), id: idOf(ctx), expectedVersions, patch }),
      ),
      sendWebhook(ctx),
    ),
  );

  router.delete('/Webhooks/:id', (ctx) =>
    answer(ctx, withChange(ctx, ({ expectedVersions }) => deps.deleteWebhook({ principal: principalOf(ctx), id: idOf(ctx), expectedVersions })), () => sendNoContent(ctx)),
  );

  router.get('/Webhooks/:id/Deliveries', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(DeliveriesQuery, ctx.query)),
        TE.chainW((query) => deps.listWebhookDeliveries({ principal: principalOf(ctx), id: idOf(ctx), limit: query.limit ?? DEFAULT_PAGE_LIMIT })),
      ),
      (deliveries) => {
        ctx.body = { items: deliveries.map(deliveryJson), nextCursor: null };
      },
    ),
  );

  router.post('/Webhooks/:id/Test', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          jsonBodyOf(ctx, options.jsonBodyLimitBytes, NoBody),
          TE.chainW(() => deps.testWebhook({ principal: principalOf(ctx), id: idOf(ctx) })),
        ),
      ),
      (delivery) => {
        ctx.status = 202;
        ctx.body = deliveryJson(delivery);
      },
    ),
  );
};
