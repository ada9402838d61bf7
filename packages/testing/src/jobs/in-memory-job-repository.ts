import type { TenantId } from '@quire/domain/ids';
import { finalStatus, isTerminal, type ItemError, type Job, type JobId, type JobStatus } from '@quire/domain/jobs/job';
import type { ChunkOutcome, JobCursor, JobFilter, JobItem, JobRepository, JobTask, Lease, NewJob } from '@quire/ports/jobs/job-repository';
import type { BlobDigest } from '@quire/ports/storage/blob-store';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';

type Chunk = {
  items: ReadonlyArray<JobItem>;
  status: 'pending' | 'leased' | 'done' | 'skipped';
  token: string | null;
  until: number;
  part: BlobDigest | null;
  errors: ReadonlyArray<ItemError>;
  claims: number;
};
type Stored = { job: Job; chunks: Chunk[]; itemErrors: ReadonlyArray<ItemError>; servedAt: number; finishToken: string | null; finishUntil: number; assembled: boolean };

const ACTIVE: ReadonlyArray<JobStatus> = ['queued', 'running'];

/** The JobRepository in a Map, with the Knex adapter's rules (leases, one outcome per chunk, fair ready tasks). */
export class InMemoryJobRepository implements JobRepository {
  private readonly jobs = new Map<string, Stored>();

  create({ job, chunks, itemErrors }: NewJob): TE.TaskEither<StorageError, void> {
    this.jobs.set(job.id, {
      job,
      chunks: chunks.map((items) => ({ items, status: 'pending', token: null, until: 0, part: null, errors: [], claims: 0 })),
      itemErrors,
      servedAt: job.createdAt.getTime(),
      finishToken: null,
      finishUntil: 0,
      assembled: false,
    });
    return TE.right(undefined);
  }

  find(tenantId: TenantId, id: JobId): TE.TaskEither<StorageError, O.Option<Job>> {
    const stored = this.jobs.get(id);
    return TE.right(stored === undefined || stored.job.tenantId !== tenantId ? O.none : O.some(stored.job));
  }

  search(tenantId: TenantId, filter: JobFilter, page: { readonly limit: number; readonly after: JobCursor | null }): TE.TaskEither<StorageError, ReadonlyArray<Job>> {
    const after = page.after;
    const jobs = [...this.jobs.values()]
      .map((stored) => stored.job)
      .filter((job) => job.tenantId === tenantId && (filter.status === undefined || job.status === filter.status) && (filter.kind === undefined || job.kind === filter.kind))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .filter((job) => after === null || job.createdAt.getTime() < after.createdAt.getTime() || (job.createdAt.getTime() === after.createdAt.getTime() && job.id < after.id));
    return TE.right(jobs.slice(0, page.limit));
  }

  itemErrors(id: JobId, limit: number): TE.TaskEither<StorageError, { readonly errors: ReadonlyArray<ItemError>; readonly count: number }> {
    const stored = this.jobs.get(id);
    const all = stored === undefined ? [] : [...stored.itemErrors, ...stored.chunks.filter((chunk) => chunk.status === 'done').flatMap((chunk) => chunk.errors)].sort((a, b) => a.item - b.item);
    return TE.right({ errors: all.slice(0, limit), count: all.length });
  }

  cancel(tenantId: TenantId, id: JobId, now: Date): TE.TaskEither<StorageError, O.Option<{ readonly job: Job; readonly changed: boolean }>> {
    const stored = this.jobs.get(id);
    if (stored === undefined || stored.job.tenantId !== tenantId) return TE.right(O.none);
    const changed = ACTIVE.includes(stored.job.status);
    if (changed) {
      stored.job = { ...stored.job, status: 'cancelling', updatedAt: now, version: stored.job.version + 1 };
      for (const chunk of stored.chunks) if (chunk.status === 'pending') chunk.status = 'skipped';
    }
    return TE.right(O.some({ job: stored.job, changed }));
  }

  readyTasks(now: Date, max: number): TE.TaskEither<StorageError, ReadonlyArray<JobTask>> {
    const tasks: JobTask[] = [];
    const open = [...this.jobs.values()].filter((stored) => !stored.assembled).sort((a, b) => a.servedAt - b.servedAt);
    for (const stored of open) {
      if (tasks.length >= max) break;
      const active = ACTIVE.includes(stored.job.status);
      const ready = active ? stored.chunks.findIndex((chunk) => chunk.status === 'pending' || (chunk.status === 'leased' && chunk.until < now.getTime())) : -1;
      if (ready >= 0) tasks.push({ jobId: stored.job.id, step: ready });
      else if (!stored.chunks.some((chunk) => chunk.status === 'pending' || (chunk.status === 'leased' && chunk.until >= now.getTime())) && (stored.finishToken === null || stored.finishUntil < now.getTime())) {
        tasks.push({ jobId: stored.job.id, step: 'finish' });
      }
    }
    return TE.right(tasks);
  }

  claimChunk(id: JobId, chunkNo: number, lease: Lease, now: Date): TE.TaskEither<StorageError, O.Option<{ readonly job: Job; readonly items: ReadonlyArray<JobItem> }>> {
    const stored = this.jobs.get(id);
    const chunk = stored?.chunks[chunkNo];
    if (stored === undefined || chunk === undefined || !ACTIVE.includes(stored.job.status)) return TE.right(O.none);
    if (!(chunk.status === 'pending' || (chunk.status === 'leased' && chunk.until < now.getTime()))) return TE.right(O.none);
    Object.assign(chunk, { status: 'leased', token: lease.token, until: lease.until.getTime(), claims: chunk.claims + 1 });
    if (stored.job.status === 'queued') stored.job = { ...stored.job, status: 'running', startedAt: now, updatedAt: now, version: stored.job.version + 1 };
    stored.servedAt = now.getTime();
    return TE.right(O.some({ job: stored.job, items: chunk.items }));
  }

  renewChunk(id: JobId, chunkNo: number, lease: Lease): TE.TaskEither<StorageError, boolean> {
    const chunk = this.jobs.get(id)?.chunks[chunkNo];
    if (chunk === undefined || chunk.status !== 'leased' || chunk.token !== lease.token) return TE.right(false);
    chunk.until = lease.until.getTime();
    return TE.right(true);
  }

  completeChunk(id: JobId, chunkNo: number, token: string, outcome: ChunkOutcome, now: Date): TE.TaskEither<StorageError, boolean> {
    const stored = this.jobs.get(id);
    const chunk = stored?.chunks[chunkNo];
    if (stored === undefined || chunk === undefined || chunk.status !== 'leased' || chunk.token !== token || isTerminal(stored.job.status)) return TE.right(false);
    Object.assign(chunk, { status: 'done', token: null, items: [], part: outcome.part?.digest ?? null, errors: outcome.errors });
    stored.job = { ...stored.job, succeeded: stored.job.succeeded + outcome.succeeded, failed: stored.job.failed + outcome.failed, updatedAt: now, version: stored.job.version + 1 };
    return TE.right(true);
  }

  claimFinish(id: JobId, lease: Lease, now: Date): TE.TaskEither<StorageError, O.Option<Job>> {
    const stored = this.jobs.get(id);
    if (stored === undefined || stored.assembled || (stored.finishToken !== null && stored.finishUntil >= now.getTime())) return TE.right(O.none);
    if (stored.job.status === 'cancelling') for (const chunk of stored.chunks) if (chunk.status === 'leased' && chunk.until < now.getTime()) chunk.status = 'skipped';
    if (stored.chunks.some((chunk) => chunk.status === 'pending' || chunk.status === 'leased')) return TE.right(O.none);
    stored.finishToken = lease.token;
    stored.finishUntil = lease.until.getTime();
    return TE.right(O.some(stored.job));
  }

  renewFinish(id: JobId, lease: Lease): TE.TaskEither<StorageError, boolean> {
    const stored = this.jobs.get(id);
    if (stored === undefined || stored.assembled || stored.finishToken !== lease.token) return TE.right(false);
    stored.finishUntil = lease.until.getTime();
    return TE.right(true);
  }

  parts(id: JobId): TE.TaskEither<StorageError, ReadonlyArray<BlobDigest>> {
    const stored = this.jobs.get(id);
    return TE.right(stored === undefined ? [] : stored.chunks.flatMap((chunk) => (chunk.status === 'done' && chunk.part !== null ? [chunk.part] : [])));
  }

  finish(id: JobId, token: string, result: { readonly digest: BlobDigest; readonly size: number } | null, now: Date): TE.TaskEither<StorageError, O.Option<Job>> {
    const stored = this.jobs.get(id);
    if (stored === undefined || stored.assembled || stored.finishToken !== token) return TE.right(O.none);
    const status: JobStatus = stored.job.status === 'cancelling' ? 'cancelled' : result === null ? 'failed' : finalStatus(stored.job);
    stored.job = { ...stored.job, status, result, startedAt: stored.job.startedAt ?? now, finishedAt: stored.job.finishedAt ?? now, updatedAt: now, version: stored.job.version + 1 };
    stored.assembled = true;
    stored.finishToken = null;
    for (const chunk of stored.chunks) chunk.part = null;
    return TE.right(O.some(stored.job));
  }

  /** Test hook: how many times each chunk was claimed. */
  claimsOf(id: JobId): ReadonlyArray<number> {
    return this.jobs.get(id)?.chunks.map((chunk) => chunk.claims) ?? [];
  }
}
