import type { WorkJobTask } from '@quire/application/jobs/work-job-task';
import type { JobQueue } from '@quire/ports/jobs/job-queue';
import type { JobRepository, JobTask } from '@quire/ports/jobs/job-repository';
import type { Clock } from '@quire/ports/platform/clock';
import { storageFailureLogFields } from '@quire/ports/storage/error-log-fields';
import * as E from 'fp-ts/Either';
import type { Logger } from 'pino';

export type JobRunnerOptions = {
  readonly jobs: JobRepository;
  readonly work: WorkJobTask;
  readonly clock: Clock;
  /** Tasks worked at once by this process. */
  readonly concurrency: number;
  /** How long an idle runner waits before it looks again. */
  readonly pollMs: number;
  readonly logger: Logger;
};

export type JobRunner = { readonly wake: () => void; readonly stop: () => Promise<void> };

/**
 * The database queue's driving adapter (ADR 0050): takes ready tasks from the JobRepository (fairly
 * between tenants, see readyTasks) up to `concurrency` at once, works each through the WorkJobTask
 * use case, and looks again as soon as a slot frees or it is woken; idle, it looks every `pollMs`.
 * `stop` takes no more and waits for the tasks in hand (an unfinished chunk would be taken over
 * after its lease anyway).
 */
export const startJobRunner = (options: JobRunnerOptions): JobRunner => {
  let running = 0;
  let stopped = false;
  let looking = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const inHand = new Set<Promise<void>>();
  const taken = new Set<string>();

  const run = (task: JobTask): void => {
    const key = `${task.jobId}/${task.step}`;
    taken.add(key);
    running += 1;
    const done = (async () => {
      const result = await options.work(task)();
      if (E.isLeft(result)) options.logger.error({ error: storageFailureLogFields(result.left), job: task.jobId }, 'job task failed; it will be taken again');
    })()
      .catch((error: unknown) => options.logger.error({ error: error instanceof Error ? error.name : 'unknown', job: task.jobId }, 'job task threw'))
      .finally(() => {
        running -= 1;
        taken.delete(key);
        inHand.delete(done);
        look();
      });
    inHand.add(done);
  };

  const look = (): void => {
    if (stopped) return;
    if (looking) {
      again = true;
      return;
    }
    const free = options.concurrency - running;
    if (free <= 0) return;
    looking = true;
    void options.jobs
      .readyTasks(options.clock.now(), free + taken.size)()
      .then((ready) => {
        if (E.isLeft(ready)) {
          options.logger.error({ error: storageFailureLogFields(ready.left) }, 'looking for job tasks failed');
          return;
        }
        for (const task of ready.right) {
          if (running >= options.concurrency) break;
          if (!taken.has(`${task.jobId}/${task.step}`)) run(task);
        }
      })
      .finally(() => {
        looking = false;
        if (again) {
          again = false;
          look();
        }
        schedule();
      });
  };

  const schedule = (): void => {
    if (stopped) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(look, options.pollMs);
    timer.unref();
  };

  look();
  return {
    wake: look,
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await Promise.allSettled([...inHand]);
    },
  };
};

/**
 * With Redis (ADR 0052), the database is still the record: every `sweepMs` this finds work that is
 * ready but may have no task on the queue (a lease that lapsed when a process died, a job whose
 * tasks Redis lost or never got) and enqueues it again; a task already waiting is not doubled.
 */
export const startQueueSweep = (options: { jobs: JobRepository; queue: JobQueue; clock: Clock; sweepMs: number; logger: Logger }): { stop: () => void } => {
  const timer = setInterval(() => {
    void options.jobs
      .readyTasks(options.clock.now(), 1_000)()
      .then(async (ready) => {
        if (E.isLeft(ready)) return options.logger.error({ error: storageFailureLogFields(ready.left) }, 'sweeping job tasks failed');
        const queued = await options.queue.enqueue(ready.right)();
        if (E.isLeft(queued)) options.logger.error({ error: storageFailureLogFields(queued.left) }, 'enqueueing swept job tasks failed');
      });
  }, options.sweepMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
