import { BullmqJobQueue, redisConnection } from '@quire/adapter-queue-bullmq/bullmq-job-queue';
import { ContainerModule } from 'inversify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from '../config';
import { DatabaseJobQueue } from '../jobs/database-job-queue';
import { bindPorts } from './bind-ports';

/** Where jobs are queued (ADR 0050, 0052): in the database (this process's runner works them) or on Redis (for `quire worker`). */
export type JobQueueSetup = { readonly kind: 'database'; readonly queue: DatabaseJobQueue } | { readonly kind: 'redis'; readonly queue: BullmqJobQueue; readonly connection: Redis };

const jobQueueOf = (config: Pick<ServerConfig, 'redisUrl' | 'redisQueue'>): JobQueueSetup => {
  if (config.redisUrl === undefined) return { kind: 'database', queue: new DatabaseJobQueue() };
  const connection = redisConnection(config.redisUrl);
  return { kind: 'redis', queue: new BullmqJobQueue(connection, config.redisQueue), connection };
};

/** The JobQueue REDIS_URL picks, as a container module; the setup (what works the jobs needs it), and how to close it. */
export const jobQueueModule = (config: Pick<ServerConfig, 'redisUrl' | 'redisQueue'>): { readonly module: ContainerModule; readonly setup: JobQueueSetup; readonly close: () => Promise<void> } => {
  const setup = jobQueueOf(config);
  return {
    module: new ContainerModule(({ bind }) => bindPorts(bind, { jobQueue: setup.queue })),
    setup,
    close: async () => {
      if (setup.kind === 'database') return;
      await setup.queue.close();
      await setup.connection.quit().catch(() => undefined);
    },
  };
};
