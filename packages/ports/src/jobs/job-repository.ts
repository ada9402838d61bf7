import type { TenantId } from '@quire/domain/ids';
import type { ItemError, Job, JobId, JobKind, JobStatus } from '@quire/domain/jobs/job';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { BlobDigest } from '../storage/blob-store';
import type { StorageError } from '../storage/storage-error';

/** One item of a batch: its 1-based row and its data (typed, not yet checked against the aliases). */
export type JobItem = { readonly item: number; readonly data: Readonly<Record<string, unknown>> };

/** A new job, its items cut into chunks (the unit of work, claimed and recorded whole), and the items refused before any work (CSV cells). */
export type NewJob = { readonly job: Job; readonly chunks: ReadonlyArray<ReadonlyArray<JobItem>>; readonly itemErrors: ReadonlyArray<ItemError> };

/** A piece of work on a job: one chunk of its items (by number, from 0), or assembling its result once no chunk is left. */
export type JobTask = { readonly jobId: JobId; readonly step: number | 'finish' };

/** What a chunk made: its part (the documents, in order, as one blob; null when none succeeded) and its counts and item errors. */
export type ChunkOutcome = {
  readonly part: { readonly digest: BlobDigest; readonly size: number } | null;
  readonly succeeded: number;
  readonly failed: number;
  readonly errors: ReadonlyArray<ItemError>;
};

export type JobFilter = { readonly status?: JobStatus; readonly kind?: JobKind };
/** Keyset paging, newest first: the page after this job. */
export type JobCursor = { readonly createdAt: Date; readonly id: JobId };

/** A lease on a chunk or on a job's assembly: held by `token` until `until` (a process that dies lets it lapse; another then takes the work). */
export type Lease = { readonly token: string; readonly until: Date; readonly owner: string };

/**
 * Jobs and their chunks (docs/jobs.md, ADR 0051). The store is the record of every job's progress:
 * a chunk's outcome is recorded once, by the holder of its lease, in the same transaction that adds
 * its counts to the job, so whatever a queue delivers twice or a dead process leaves, every item is
 * counted and in the result exactly once.
 */
export interface JobRepository {
  create(job: NewJob): TE.TaskEither<StorageError, void>;
  find(tenantId: TenantId, id: JobId): TE.TaskEither<StorageError, O.Option<Job>>;
  /** The tenant's jobs, newest first. */
  search(tenantId: TenantId, filter: JobFilter, page: { readonly limit: number; readonly after: JobCursor | null }): TE.TaskEither<StorageError, ReadonlyArray<Job>>;
  /** The job's item errors by row (those refused at the start and those of the chunks done), at most `limit`; and how many there are in all. */
  itemErrors(id: JobId, limit: number): TE.TaskEither<StorageError, { readonly errors: ReadonlyArray<ItemError>; readonly count: number }>;
  /** Stops a queued or running job: its chunks not yet taken are skipped (the ones being worked finish and count). None when it is not the tenant's. */
  cancel(tenantId: TenantId, id: JobId, now: Date): TE.TaskEither<StorageError, O.Option<{ readonly job: Job; readonly changed: boolean }>>;

  /**
   * Work ready now, at most `max`, for the database queue: chunks not taken (or whose lease lapsed)
   * and jobs ready to assemble, fairly: the jobs of the tenants with the fewest chunks in hand first,
   * and among them the one served longest ago.
   */
  readyTasks(now: Date, max: number): TE.TaskEither<StorageError, ReadonlyArray<JobTask>>;
  /** Takes the chunk when nobody holds it and its job is active: its job and items; none otherwise. */
  claimChunk(id: JobId, chunk: number, lease: Lease, now: Date): TE.TaskEither<StorageError, O.Option<{ readonly job: Job; readonly items: ReadonlyArray<JobItem> }>>;
  /** Extends a chunk's lease; false when it is no longer this token's. */
  renewChunk(id: JobId, chunk: number, lease: Lease): TE.TaskEither<StorageError, boolean>;
  /** Records the chunk's outcome and adds its counts to the job, when the lease is still this token's; false otherwise (another took it: this outcome is dropped). */
  completeChunk(id: JobId, chunk: number, token: string, outcome: ChunkOutcome, now: Date): TE.TaskEither<StorageError, boolean>;
  /** Takes the job's assembly when every chunk is done or skipped and no result exists and nobody holds it; none otherwise. */
  claimFinish(id: JobId, lease: Lease, now: Date): TE.TaskEither<StorageError, O.Option<Job>>;
  /** Extends the lease on a job's assembly; false when it is no longer this token's. */
  renewFinish(id: JobId, lease: Lease): TE.TaskEither<StorageError, boolean>;
  /** The parts of the job's done chunks, in item order. */
  parts(id: JobId): TE.TaskEither<StorageError, ReadonlyArray<BlobDigest>>;
  /** Records the result and the final status when the assembly lease is still this token's; the job as it now is, or none. */
  finish(id: JobId, token: string, result: { readonly digest: BlobDigest; readonly size: number } | null, now: Date): TE.TaskEither<StorageError, O.Option<Job>>;
}
