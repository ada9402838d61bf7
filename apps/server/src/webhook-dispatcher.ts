import type { AppError } from '@quire/application/app-error';
import { DeliverDueWebhooksToken, type DeliveryRound } from '@quire/application/webhooks/deliver-due-webhooks';
import { SweepWebhookDeliveriesToken } from '@quire/application/webhooks/sweep-webhook-deliveries';
import { DEFAULT_WEBHOOK_SETTINGS, WebhookSettingsToken } from '@quire/application/webhooks/webhook-settings';
import { storageFailureLogFields, thrownErrorLogFields } from '@quire/ports/storage/error-log-fields';
import * as E from 'fp-ts/Either';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { WebhookDispatchMetricsToken } from './webhook-dispatch-metrics';

/** How often finished deliveries older than the retention are swept, at most. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const failureFields = (error: AppError): Record<string, unknown> => (error._tag === 'StorageError' ? storageFailureLogFields(error) : { _tag: error._tag });

/**
 * The webhook dispatcher of one process (ADR 0057): every `intervalMs` it claims the due
 * deliveries from the outbox and attempts them; a round that found a full batch is followed at once
 * by the next. Safe in any number of processes at once (claims are leased in the database); the
 * server runs one, and so may any process that works jobs (`quire worker`): call this with its
 * container. 0 runs none. Answers the function that stops it (waiting for the round under way).
 * Logs counts only: never a URL, a payload or a secret.
 */
export const startWebhookDispatcher = (container: Container, intervalMs: number, logger: Logger): (() => Promise<void>) => {
  if (intervalMs <= 0) return () => Promise.resolve();
  const deliver = container.get(DeliverDueWebhooksToken);
  const sweep = container.get(SweepWebhookDeliveriesToken);
  const metrics = container.isBound(WebhookDispatchMetricsToken) ? container.get(WebhookDispatchMetricsToken) : undefined;
  const batchSize = (container.isBound(WebhookSettingsToken) ? container.get(WebhookSettingsToken) : DEFAULT_WEBHOOK_SETTINGS).batchSize;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let lastSweep = 0;

  const round = async (): Promise<DeliveryRound | undefined> => {
    const result = await deliver()();
    metrics?.record(E.isLeft(result) ? undefined : result.right);
    if (E.isLeft(result)) {
      logger.warn({ webhooks: 'dispatch', error: failureFields(result.left) }, 'webhook round failed');
      return undefined;
    }
    if (result.right.claimed > 0) logger.info({ webhooks: result.right }, 'webhook deliveries attempted');
    if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      const swept = await sweep()();
      if (E.isLeft(swept)) logger.warn({ sweep: 'webhook deliveries', error: failureFields(swept.left) }, 'sweep failed');
    }
    return result.right;
  };

  const schedule = (delayMs: number): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round()
        // A round that claimed a full batch may have left more due: the next one starts at once.
        .then((done) => schedule(done !== undefined && done.claimed >= batchSize ? 0 : intervalMs))
        .catch((error: unknown) => {
          logger.error({ error: thrownErrorLogFields(error) }, 'webhook round threw');
          schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  };
  schedule(0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running.catch(() => undefined);
  };
};
