import { disableWebhook, type Webhook } from '@quire/domain/webhooks/webhook';
import { abandonDelivery, afterAttempt, exhaustedReason, nextAttemptTime, type WebhookDelivery } from '@quire/domain/webhooks/webhook-delivery';
import type { RandomSource } from '@quire/ports/platform/random-source';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { WebhookSettings } from './webhook-settings';

/** What one round did: deliveries claimed, and how each ended (lost: another process took it over after this lease ran out). */
export type DeliveryRound = { readonly claimed: number; readonly succeeded: number; readonly retrying: number; readonly failed: number; readonly lost: number; readonly disabled: number };

export type DeliverDueWebhooks = () => TE.TaskEither<AppError, DeliveryRound>;

export type DeliverDueWebhooksDeps = Pick<Ports, 'webhooks' | 'deliveries' | 'transport' | 'secretBox' | 'random' | 'ids' | 'clock'> & { settings: WebhookSettings };

type Settled = { readonly delivery: WebhookDelivery; readonly kept: boolean; readonly disabled: boolean };

/** A uniform fraction in [0, 1) from four random bytes: the back-off's jitter. */
const jitterOf = (random: RandomSource): number => {
  const bytes = random.bytes(4);
  return new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0) / 2 ** 32;
};

/**
 * One round of the dispatcher (any number of processes run it): claims the due deliveries under a
 * lease (shared fairly between tenants), and works each endpoint's apart, all endpoints in
 * parallel: one signed attempt at its first delivery; when that one is delivered, the others
 * follow in parallel; when it is not, the endpoint backs off — its other deliveries, claimed or
 * not, wait for the first one's retry without an attempt counted, so a dead receiver costs one
 * time-out a round and never holds up another endpoint or tenant. Each attempt is settled:
 * succeeded, due again after the back-off, or failed once the retry window is over, which
 * disables its endpoint with the reason. A delivery whose endpoint is disabled or gone fails
 * without an attempt.
 */
export const deliverDueWebhooks =
  (deps: DeliverDueWebhooksDeps): DeliverDueWebhooks =>
  () => {
    const now = deps.clock.now();
    const lease = { token: deps.ids.next(), until: new Date(now.getTime() + deps.settings.leaseMs) };
    return pipe(
      deps.deliveries.claimDue(now, lease, deps.settings.batchSize),
      TE.chain((claimed) => TE.sequenceArray(byEndpoint(claimed).map((deliveries) => workEndpoint(deps, lease.token, deliveries)))),
      TE.map((settled) => summarise(settled.flat())),
      TE.mapLeft((error): AppError => error),
    );
  };

/** The claimed deliveries by endpoint, in the claim's order. */
const byEndpoint = (claimed: ReadonlyArray<WebhookDelivery>): ReadonlyArray<ReadonlyArray<WebhookDelivery>> => {
  const groups = new Map<string, WebhookDelivery[]>();
  for (const delivery of claimed) groups.set(delivery.webhookId, [...(groups.get(delivery.webhookId) ?? []), delivery]);
  return [...groups.values()];
};

const workEndpoint = (deps: DeliverDueWebhooksDeps, leaseToken: string, deliveries: ReadonlyArray<WebhookDelivery>): TE.TaskEither<StorageError, ReadonlyArray<Settled>> => {
  const [first, ...rest] = deliveries;
  if (first === undefined) return TE.right([]);
  return pipe(
    attempt(deps, leaseToken)(first),
    TE.chain((settled) => {
      const retryAt = settled.kept && settled.delivery.status === 'pending' ? settled.delivery.nextAttemptAt : null;
      if (retryAt === null) return pipe(TE.sequenceArray(rest.map(attempt(deps, leaseToken))), TE.map((others) => [settled, ...others]));
      return pipe(
        TE.sequenceArray(rest.map((delivery) => deps.deliveries.settle({ ...delivery, nextAttemptAt: retryAt }, leaseToken))),
        TE.chain(() => deps.deliveries.postponeEndpoint(first.webhookId, retryAt, deps.clock.now())),
        TE.map(() => [settled]),
      );
    }),
  );
};

const summarise = (settled: ReadonlyArray<Settled>): DeliveryRound => ({
  claimed: settled.length,
  succeeded: settled.filter((one) => one.kept && one.delivery.status === 'succeeded').length,
  retrying: settled.filter((one) => one.kept && one.delivery.status === 'pending').length,
  failed: settled.filter((one) => one.kept && one.delivery.status === 'failed').length,
  lost: settled.filter((one) => !one.kept).length,
  disabled: settled.filter((one) => one.disabled).length,
});

const attempt =
  (deps: DeliverDueWebhooksDeps, leaseToken: string) =>
  (delivery: WebhookDelivery): TE.TaskEither<StorageError, Settled> =>
    pipe(
      deps.webhooks.findById(delivery.tenantId, delivery.webhookId),
      TE.chain((found) => {
        const webhook = O.toNullable(found);
        if (webhook === null || webhook.status !== 'active') return settle(deps, leaseToken, abandonDelivery(delivery, 'endpoint_disabled'), null);
        const secret = deps.secretBox.open(webhook.sealedSecret);
        if (E.isLeft(secret)) return settle(deps, leaseToken, abandonDelivery(delivery, 'secret_unreadable'), null);
        return pipe(
          TE.fromTask(deps.transport.send({ url: webhook.url, messageId: delivery.id, timestamp: deps.clock.now(), body: delivery.payload, secret: secret.right })),
          TE.chain((outcome) => {
            const now = deps.clock.now();
            const retryAt = outcome._tag === 'Delivered' ? null : nextAttemptTime(delivery, now, deps.settings.retry, jitterOf(deps.random));
            return settle(deps, leaseToken, afterAttempt(delivery, outcome, now, retryAt === null ? null : new Date(retryAt)), webhook);
          }),
        );
      }),
    );

/** Writes the new state under the lease; a delivery given up after its window disables its endpoint. */
const settle = (deps: DeliverDueWebhooksDeps, leaseToken: string, delivery: WebhookDelivery, webhook: Webhook | null): TE.TaskEither<StorageError, Settled> =>
  pipe(
    deps.deliveries.settle(delivery, leaseToken),
    TE.chain((kept) =>
      kept && webhook !== null && delivery.status === 'failed'
        ? pipe(
            disableEndpoint(deps, webhook, exhaustedReason(delivery)),
            TE.map((disabled): Settled => ({ delivery, kept, disabled })),
          )
        : TE.right<StorageError, Settled>({ delivery, kept, disabled: false }),
    ),
  );

/** Disables the endpoint unless someone changed it meanwhile (a user who just re-enabled or edited it wins). */
const disableEndpoint = (deps: DeliverDueWebhooksDeps, webhook: Webhook, reason: string): TE.TaskEither<StorageError, boolean> => {
  const disabled = disableWebhook(webhook, reason, deps.clock.now());
  if (disabled === webhook) return TE.right(false);
  return pipe(
    deps.webhooks.update(disabled),
    TE.map(() => true),
    TE.orElse((error) => (error._tag === 'VersionConflict' ? TE.right(false) : TE.left(error))),
  );
};
