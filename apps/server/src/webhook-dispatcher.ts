import type { AppError } from '@quire/application/app-error';
import type { DeliveryRound } from '@quire/application/webhooks/deliver-due-webhooks';
import type { WebhookUseCases } from '@quire/application/webhooks/webhook-use-cases';
import { storageFailureLogFields, thrownErrorLogFields } from '@quire/ports/storage/error-log-fields';
import * as E from 'fp-ts/Either';
import type { Logger } from 'pino';
import type { Composition } from './composition/compose';
import type { ServerConfig } from './config';
import type { WebhookDispatchMetrics } from './webhook-dispatch-metrics';

/** How often finished deliveries older than the retention are swept, at most. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const failureFields = (error: AppError): Record<string, unknown> => (error._tag === 'StorageError' ? storageFailureLogFields(error) : { _tag: error._tag });

type Dispatch = { readonly metrics: WebhookDispatchMetrics; readonly batchSize: number; readonly intervalMs: number };

/** How this process's dispatcher runs: the metrics it records rounds in, the batch a round claims, how often (WEBHOOK_DISPATCH_INTERVAL_MS). */
export const dispatchOf = (composition: Pick<Composition, 'webhookMetrics' | 'settings'>, config: Pick<ServerConfig, 'webhooks'>): Dispatch => ({
  metrics: composition.webhookMetrics,
  batchSize: composition.settings.webhooks.batchSize,
  intervalMs: config.webhooks.dispatchIntervalMs,
});

/**
 * The webhook dispatcher of one process (ADR 0057): every `intervalMs` it claims the due
 * deliveries from the outbox and attempts them; a round that found a full batch is followed at once
 * by the next. Safe in any number of processes at once (claims are leased in the database); the
 * server runs one, and so may any process that works jobs (`quire worker`): call this with its
 * composition's use cases. A round that claims `batchSize` deliveries is followed at once. 0 runs none. Answers the function that stops it (waiting for the round under way).
 * Logs counts only: never a URL, a payload or a secret.
 */
export const startWebhookDispatcher = (
  webhooks: Pick<WebhookUseCases, 'deliverDueWebhooks' | 'sweepWebhookDeliveries'>,
  dispatch: Dispatch,
  logger: Logger,
): (() => Promise<void>) => {
  const { metrics, batchSize, intervalMs } = dispatch;
  if (intervalMs <= 0) return () => Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let lastSweep = 0;

  const round = async (): Promise<DeliveryRound | undefined> => {
    const result = await webhooks.deliverDueWebhooks()();
    metrics.record(E.isLeft(result) ? undefined : result.right);
    if (E.isLeft(result)) {
      logger.warn({ webhooks: 'dispatch', error: failureFields(result.left) }, 'webhook round failed');
      return undefined;
    }
    if (result.right.claimed > 0) logger.info({ webhooks: result.right }, 'webhook deliveries attempted');
    if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      const swept = await webhooks.sweepWebhookDeliveries()();
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
