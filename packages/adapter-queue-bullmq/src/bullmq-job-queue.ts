import type { JobQueue } from '@quire/ports/jobs/job-queue';
import type { JobTask } from '@quire/ports/jobs/job-repository';
import { type StorageError, storageError } from '@quire/ports/storage/storage-error';
import { jobId } from '@quire/domain/jobs/job';
import { Queue, Worker } from 'bullmq';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { Redis } from 'ioredis';

/** The BullMQ queue's default name on Redis (REDIS_QUEUE: one per deployment; every server and worker of it uses the same). */
export const DEFAULT_QUEUE_NAME = 'quire-jobs';

type TaskData = { readonly jobId: string; readonly step: number | 'finish' };

/** A task's BullMQ id: the same task enqueued twice while it waits is one BullMQ job. */
const taskId = (task: JobTask): string => `${task.jobId}-${task.step}`;

/** A Redis connection as BullMQ wants it (commands wait through reconnects rather than fail). */
export const redisConnection = (url: string): Redis => new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });

/**
 * The JobQueue on Redis (ADR 0052): each task a BullMQ job, its id the task's, so a task enqueued
 * again while it waits is not doubled. Done tasks are removed; failed ones (a storage failure) are
 * retried with back-off. BullMQ delivers, the database decides: a delivery of a task that is no
 * longer to do (done, or held by another) does nothing.
 */
export class BullmqJobQueue implements JobQueue {
  private readonly queue: Queue<TaskData>;

  constructor(connection: Redis, name: string = DEFAULT_QUEUE_NAME) {
    this.queue = new Queue<TaskData>(name, { connection });
  }

  enqueue(tasks: ReadonlyArray<JobTask>): TE.TaskEither<StorageError, void> {
    if (tasks.length === 0) return TE.right(undefined);
    return TE.tryCatch(async () => {
      await this.queue.addBulk(
        tasks.map((task) => ({
          name: 'task',
          data: { jobId: task.jobId, step: task.step },
          opts: { jobId: taskId(task), removeOnComplete: true, removeOnFail: 1000, attempts: 8, backoff: { type: 'exponential', delay: 1000 } },
        })),
      );
    }, storageError('jobQueue.enqueue'));
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

export type BullmqWorkerOptions = {
  readonly connection: Redis;
  /** The queue's name: the servers' (REDIS_QUEUE). */
  readonly queueName: string;
  /** Tasks this process works at once. */
  readonly concurrency: number;
  /** How long a task's BullMQ lock lasts without renewal: a dead worker's task is delivered again after about this long. */
  readonly lockMs: number;
  /** Works one task; a Left (a storage failure) fails the delivery, which BullMQ retries. */
  readonly work: (task: JobTask) => TE.TaskEither<StorageError, unknown>;
  readonly onFailure: (error: unknown) => void;
};

/** A worker taking tasks from the queue; `close` lets the tasks in hand finish. */
export const startBullmqWorker = (options: BullmqWorkerOptions): { close: () => Promise<void> } => {
  const worker = new Worker<TaskData>(
    options.queueName,
    async (job) => {
      const done = await options.work({ jobId: jobId(job.data.jobId), step: job.data.step })();
      if (E.isLeft(done)) throw new Error(`job task failed: ${done.left.operation}`);
    },
    {
      connection: options.connection,
      concurrency: options.concurrency,
      lockDuration: options.lockMs,
      stalledInterval: Math.max(1000, Math.floor(options.lockMs / 2)),
      maxStalledCount: 10,
    },
  );
  worker.on('failed', (_job, error) => options.onFailure(error));
  worker.on('error', (error) => options.onFailure(error));
  return { close: () => worker.close() };
};
