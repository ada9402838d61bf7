import type { JobQueue } from '@quire/ports/jobs/job-queue';
import type { JobTask } from '@quire/ports/jobs/job-repository';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';

/**
 * A JobQueue for tests: it keeps what it is given, and with a worker set (`workWith`) works each
 * task at once, in order, before `enqueue` answers (so a batch route's answer comes after its job
 * is done), going on with the tasks that become ready after each.
 */
export class InlineJobQueue implements JobQueue {
  readonly enqueued: JobTask[] = [];
  /** While paused, tasks are only kept (a test's job stays queued). */
  paused = false;
  private work: ((task: JobTask) => TE.TaskEither<StorageError, unknown>) | undefined;
  private ready: (() => TE.TaskEither<StorageError, ReadonlyArray<JobTask>>) | undefined;

  workWith(work: (task: JobTask) => TE.TaskEither<StorageError, unknown>, ready: () => TE.TaskEither<StorageError, ReadonlyArray<JobTask>>): void {
    this.work = work;
    this.ready = ready;
  }

  enqueue(tasks: ReadonlyArray<JobTask>): TE.TaskEither<StorageError, void> {
    this.enqueued.push(...tasks);
    const { work, ready } = this;
    if (work === undefined || ready === undefined || this.paused) return TE.right(undefined);
    return async () => {
      for (let round = 0; round < 10_000; round += 1) {
        const next = await ready()();
        if (E.isLeft(next)) return next;
        if (next.right.length === 0) return E.right(undefined);
        for (const task of next.right) {
          const done = await work(task)();
          if (E.isLeft(done)) return done;
        }
      }
      return E.right(undefined);
    };
  }
}
