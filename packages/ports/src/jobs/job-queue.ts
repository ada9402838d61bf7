import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';
import type { JobTask } from './job-repository';

/**
 * Hands tasks to whatever works jobs (ADR 0050): the database queue wakes its own process's runner;
 * BullMQ puts them on Redis for any `quire worker`. The JobRepository stays the record, so a task
 * delivered twice is done once, and one lost is found again by the sweep of ready work.
 */
export interface JobQueue {
  enqueue(tasks: ReadonlyArray<JobTask>): TE.TaskEither<StorageError, void>;
}
