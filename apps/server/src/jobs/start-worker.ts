import { startBullmqWorker } from '@quire/adapter-queue-bullmq/bullmq-job-queue';
import type { Logger } from 'pino';
import { compose } from '../composition/compose';
import type { ServerConfig } from '../config';
import { startJobRunner, startQueueSweep } from './job-runner';
import { dispatchOf, startWebhookDispatcher } from '../webhook-dispatcher';

export type RunningWorker = { readonly stop: () => Promise<void> };

/**
 * `quire worker` (ADR 0053): a second driving adapter beside HTTP, on the same composition and
 * the same WorkJobTask use case, that only works jobs. With REDIS_URL it takes tasks from BullMQ
 * (and sweeps the database every lease for work whose task was lost); without it, from the
 * database queue, beside the servers. It serves no HTTP.
 */
export const startWorker = async (config: ServerConfig, logger: Logger): Promise<RunningWorker> => {
  // No HTTP thread to spare a trip to the engine pool: every render goes to the pool's threads,
  // which spread a batch over the cores (the light-render lane of ADR 0135 is for HTTP processes).
  const composition = await compose({ ...config, engineInlineRenderMs: 0 }, logger);
  const { ports, useCases, jobQueue } = composition;
  const { jobs, clock } = ports;
  const work = useCases.jobs.workJobTask;
  // A worker sends webhook deliveries too (claims are leased in the database, so beside the servers is safe).
  const stopWebhooks = startWebhookDispatcher(useCases.webhooks, dispatchOf(composition, config), logger);
  if (jobQueue.kind === 'database') {
    const runner = startJobRunner({ jobs, work, clock, concurrency: config.jobConcurrency, pollMs: config.jobPollMs, logger });
    logger.info({ queue: 'database', concurrency: config.jobConcurrency }, 'worker started');
    return {
      stop: async () => {
        await runner.stop();
        await stopWebhooks();
        await composition.close();
      },
    };
  }
  const worker = startBullmqWorker({
    connection: jobQueue.connection.duplicate(),
    queueName: config.redisQueue,
    concurrency: config.jobConcurrency,
    lockMs: config.jobLeaseMs,
    work,
    onFailure: (error) => logger.warn({ error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' }, 'job task delivery failed; BullMQ retries it'),
  });
  const sweep = startQueueSweep({ jobs, queue: jobQueue.queue, clock, sweepMs: config.jobLeaseMs, logger });
  logger.info({ queue: 'redis', concurrency: config.jobConcurrency }, 'worker started');
  return {
    stop: async () => {
      sweep.stop();
      await worker.close();
      await stopWebhooks();
      await composition.close();
    },
  };
};
