import type { JobQueue } from '@quire/ports/jobs/job-queue';
import type { JobTask } from '@quire/ports/jobs/job-repository';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';

/**
 * The embedded default's JobQueue (ADR 0050): the tasks are already in the database (the job's
 * chunks); enqueueing only wakes this process's runner so that a new job starts at once rather than
 * at the next poll. Other server processes on the same database find the work at their next poll.
 */
export class DatabaseJobQueue implements JobQueue {
  private listener: (() => void) | undefined;

  enqueue(_tasks: ReadonlyArray<JobTask>): TE.TaskEither<StorageError, void> {
    this.listener?.();
    return TE.right(undefined);
  }

  /** The runner to wake on new work. */
  onWork(listener: () => void): void {
    this.listener = listener;
  }
}
