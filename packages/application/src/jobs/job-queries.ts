import type { JobId, JobKind, JobStatus } from '@quire/domain/jobs/job';
import type { JobCursor, JobRepository } from '@quire/ports/jobs/job-repository';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { type AppError, conflict, notFound } from '../app-error';
import type { Principal } from '../principal';
import type { JobDetail } from './job-view';
import type { JobLimits } from './job-settings';
import type { Job } from '@quire/domain/jobs/job';
import type { Ports } from '@quire/ports/ports';

export type GetJob = (input: { readonly principal: Principal; readonly id: JobId }) => TE.TaskEither<AppError, JobDetail>;

export type ListJobsInput = {
  readonly principal: Principal;
  readonly status?: JobStatus;
  readonly kind?: JobKind;
  readonly limit: number;
  readonly after: JobCursor | null;
};
export type ListJobs = (input: ListJobsInput) => TE.TaskEither<AppError, { readonly items: ReadonlyArray<Job>; readonly next: JobCursor | null }>;

export type CancelJob = (input: { readonly principal: Principal; readonly id: JobId }) => TE.TaskEither<AppError, Job>;

export type JobResult = { readonly fileName: string; readonly size: number; readonly digest: string; readonly chunks: AsyncIterable<Uint8Array> };
export type DownloadJobResult = (input: { readonly principal: Principal; readonly id: JobId }) => TE.TaskEither<AppError, JobResult>;

const findJob = async (jobs: JobRepository, principal: Principal, id: JobId): Promise<E.Either<AppError, Job>> => {
  const found = await jobs.find(principal.tenantId, id)();
  if (E.isLeft(found)) return found;
  return O.isSome(found.right) ? E.right(found.right.value) : E.left(notFound('Job', id));
};

/** `GET /Jobs/:id`: the tenant's job with its progress counts and its first item errors by row. */
export const getJob =
  (deps: Pick<Ports, 'jobs'> & { limits: JobLimits }): GetJob =>
  ({ principal, id }) =>
  async () => {
    const job = await findJob(deps.jobs, principal, id);
    if (E.isLeft(job)) return job;
    const errors = await deps.jobs.itemErrors(id, deps.limits.maxListedErrors)();
    if (E.isLeft(errors)) return errors;
    return E.right({ job: job.right, errors: errors.right.errors, errorCount: errors.right.count });
  };

/** `GET /Jobs`: the tenant's jobs, newest first, by status and kind, a page at a time. */
export const listJobs =
  (deps: Pick<Ports, 'jobs'>): ListJobs =>
  ({ principal, status, kind, limit, after }) =>
  async () => {
    const found = await deps.jobs.search(principal.tenantId, { ...(status === undefined ? {} : { status }), ...(kind === undefined ? {} : { kind }) }, { limit: limit + 1, after })();
    if (E.isLeft(found)) return found;
    const items = found.right.slice(0, limit);
    const last = items[items.length - 1];
    return E.right({ items, next: found.right.length > limit && last !== undefined ? { createdAt: last.createdAt, id: last.id } : null });
  };

/**
 * `PUT /Jobs/:id/Cancel`: stops a queued or running job. Chunks not yet taken are skipped; those
 * being worked finish and count (items done stay done): the job is `cancelling` until then, and
 * its finish (the result holding them, the final counts, `cancelled` and the event, at once) is
 * queued now, for a job with nothing in hand has no chunk left to set it off. Cancelling a
 * cancelling or cancelled job answers it as it is; a finished job cannot be cancelled (409).
 */
export const cancelJob =
  (deps: Pick<Ports, 'jobs' | 'jobQueue' | 'clock'>): CancelJob =>
  ({ principal, id }) =>
  async () => {
    const now = deps.clock.now();
    const cancelled = await deps.jobs.cancel(principal.tenantId, id, now)();
    if (E.isLeft(cancelled)) return cancelled;
    if (O.isNone(cancelled.right)) return E.left(notFound('Job', id));
    const { job, changed } = cancelled.right.value;
    if (!changed && job.status !== 'cancelled' && job.status !== 'cancelling') return E.left(conflict('job_finished', `The job is ${job.status} already: only a queued or running job can be cancelled.`));
    if (changed) await deps.jobQueue.enqueue([{ jobId: job.id, step: 'finish' }])();
    return E.right(job);
  };

/** `GET /Jobs/:id/Download`: the result .zip as it streams from the blob store (409 until it is assembled). */
export const downloadJobResult =
  (deps: Pick<Ports, 'jobs' | 'blobs'>): DownloadJobResult =>
  ({ principal, id }) =>
  async () => {
    const job = await findJob(deps.jobs, principal, id);
    if (E.isLeft(job)) return job;
    const result = job.right.result;
    if (result === null) return E.left(conflict('job_result_not_ready', `The job is ${job.right.status}: its result is not ready${job.right.status === 'failed' ? ' and will not be' : ' yet'}.`));
    const stream = await deps.blobs.getStream(result.digest)();
    if (E.isLeft(stream)) return stream;
    if (O.isNone(stream.right)) return E.left({ _tag: 'StorageError', operation: 'jobs.result', kind: 'failed', cause: 'the result blob is missing' });
    return E.right({ fileName: `job-${job.right.id}.zip`, size: stream.right.value.size, digest: result.digest, chunks: stream.right.value.chunks });
  };
