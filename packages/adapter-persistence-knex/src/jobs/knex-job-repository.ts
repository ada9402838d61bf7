import type { TenantId } from '@quire/domain/ids';
import { tenantId as asTenantId, userId as asUserId } from '@quire/domain/ids';
import { finalStatus, type ItemError, type Job, type JobId, jobId as asJobId, type JobKind, type JobSettings, type JobStatus } from '@quire/domain/jobs/job';
import type { ChunkOutcome, JobCursor, JobFilter, JobItem, JobRepository, JobTask, Lease, NewJob } from '@quire/ports/jobs/job-repository';
import type { BlobDigest } from '@quire/ports/storage/blob-store';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { causally } from '../platform/causal-reads';
import { readJson, writeJson } from '../platform/json-column';
import { runQuery } from '../platform/run-query';
import { runTransaction } from '../platform/run-transaction';
import { readDate, readNullableDate } from '../platform/sql-date';

type JobRow = {
  id: string;
  tenant_id: string;
  created_by: string;
  kind: string;
  status: string;
  settings: string;
  total: number;
  succeeded: number;
  failed: number;
  chunk_count: number;
  created_at: unknown;
  updated_at: unknown;
  started_at: unknown;
  finished_at: unknown;
  version: number;
  assembled_at: unknown;
  finish_token: string | null;
  finish_until: unknown;
  result_sha256: string | null;
  result_size: number | string | null;
};

const JOBS = 'jobs';
const CHUNKS = 'job_chunks';
/** Job columns but the creation-time item errors (read only for the errors). */
const JOB_COLUMNS = [
  'id', 'tenant_id', 'created_by', 'kind', 'status', 'settings', 'total', 'succeeded', 'failed', 'chunk_count', 'created_at', 'updated_at',
  'started_at', 'finished_at', 'version', 'assembled_at', 'finish_token', 'finish_until', 'result_sha256', 'result_size',
] as const;
/** Rows per insert of chunks: well under SQLite's bound-value limit. */
const INSERT_BATCH = 50;

const jobOf = (row: JobRow): Job => ({
  id: asJobId(row.id),
  tenantId: asTenantId(row.tenant_id),
  createdBy: asUserId(row.created_by),
  kind: row.kind as JobKind,
  status: row.status as JobStatus,
  settings: readJson<JobSettings>(row.settings),
  total: Number(row.total),
  succeeded: Number(row.succeeded),
  failed: Number(row.failed),
  createdAt: readDate(row.created_at),
  updatedAt: readDate(row.updated_at),
  startedAt: readNullableDate(row.started_at),
  finishedAt: readNullableDate(row.finished_at),
  version: Number(row.version),
  result: row.result_sha256 === null || row.result_size === null ? null : { digest: row.result_sha256, size: Number(row.result_size) },
});

const ACTIVE: ReadonlyArray<JobStatus> = ['queued', 'running'];
const TERMINAL: ReadonlyArray<JobStatus> = ['succeeded', 'failed', 'cancelled'];

/**
 * Jobs and their chunks on SQLite or MySQL (ADR 0051). Every claim is one conditional UPDATE
 * (the row changes only when nobody holds it, or its lease lapsed), so two processes never both
 * hold a chunk; a chunk's outcome is recorded with the job's counts in one transaction, only by
 * the lease's holder. No `SKIP LOCKED` is needed: a process that loses a claim tries the next task.
 */
export class KnexJobRepository implements JobRepository {
  constructor(private readonly knex: Knex) {}

  create({ job, chunks, itemErrors }: NewJob): TE.TaskEither<StorageError, void> {
    return runTransaction(this.knex, 'jobs.create', async (trx) => {
      await trx(JOBS).insert({
        id: job.id,
        tenant_id: job.tenantId,
        created_by: job.createdBy,
        kind: job.kind,
        status: job.status,
        settings: writeJson(job.settings),
        total: job.total,
        succeeded: job.succeeded,
        failed: job.failed,
        chunk_count: chunks.length,
        item_errors: writeJson(itemErrors),
        created_at: job.createdAt,
        updated_at: job.updatedAt,
        version: job.version,
        served_at: job.createdAt,
      });
      const rows = chunks.map((items, chunkNo) => ({ job_id: job.id, chunk_no: chunkNo, tenant_id: job.tenantId, status: 'pending', items: writeJson(items), updated_at: job.createdAt }));
      for (let start = 0; start < rows.length; start += INSERT_BATCH) await trx(CHUNKS).insert(rows.slice(start, start + INSERT_BATCH));
      return E.right(undefined);
    });
  }

  /** A causal read (causally): a client polls a job it has just created through another node. */
  find(tenantId: TenantId, id: JobId): TE.TaskEither<StorageError, O.Option<Job>> {
    return runQuery('jobs.find', async () => {
      const row = await causally<JobRow | undefined>(this.knex, this.knex(JOBS).select(JOB_COLUMNS).where({ tenant_id: tenantId, id }).first());
      return row === undefined ? O.none : O.some(jobOf(row));
    });
  }

  search(tenantId: TenantId, filter: JobFilter, page: { readonly limit: number; readonly after: JobCursor | null }): TE.TaskEither<StorageError, ReadonlyArray<Job>> {
    return runQuery('jobs.search', async () => {
      const query = this.knex(JOBS).select(JOB_COLUMNS).where({ tenant_id: tenantId });
      if (filter.status !== undefined) query.andWhere({ status: filter.status });
      if (filter.kind !== undefined) query.andWhere({ kind: filter.kind });
      const after = page.after;
      if (after !== null) query.andWhere((older) => older.where('created_at', '<', after.createdAt).orWhere((same) => same.where('created_at', '=', after.createdAt).andWhere('id', '<', after.id)));
      const rows = (await query.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(page.limit)) as JobRow[];
      return rows.map(jobOf);
    });
  }

  itemErrors(id: JobId, limit: number): TE.TaskEither<StorageError, { readonly errors: ReadonlyArray<ItemError>; readonly count: number }> {
    return runQuery('jobs.itemErrors', async () => {
      const job = (await this.knex(JOBS).select('item_errors').where({ id }).first()) as { item_errors: string } | undefined;
      const all: ItemError[] = job === undefined ? [] : [...readJson<ItemError[]>(job.item_errors)];
      const chunks = (await this.knex(CHUNKS).select('errors').where({ job_id: id, status: 'done' }).andWhere('failed', '>', 0).orderBy('chunk_no')) as Array<{ errors: string | null }>;
      for (const chunk of chunks) if (chunk.errors !== null) all.push(...readJson<ItemError[]>(chunk.errors));
      all.sort((a, b) => a.item - b.item);
      return { errors: all.slice(0, limit), count: all.length };
    });
  }

  cancel(tenantId: TenantId, id: JobId, now: Date): TE.TaskEither<StorageError, O.Option<{ readonly job: Job; readonly changed: boolean }>> {
    return runTransaction(this.knex, 'jobs.cancel', async (trx) => {
      const changed = await trx(JOBS)
        .where({ tenant_id: tenantId, id })
        .whereIn('status', ACTIVE)
        .update({ status: 'cancelling', updated_at: now, version: trx.raw('version + 1') });
      if (changed > 0) await trx(CHUNKS).where({ job_id: id, status: 'pending' }).update({ status: 'skipped', items: '[]', updated_at: now });
      const row = (await trx(JOBS).select(JOB_COLUMNS).where({ tenant_id: tenantId, id }).first()) as JobRow | undefined;
      return E.right(row === undefined ? O.none : O.some({ job: jobOf(row), changed: changed > 0 }));
    });
  }

  readyTasks(now: Date, max: number): TE.TaskEither<StorageError, ReadonlyArray<JobTask>> {
    return runQuery('jobs.readyTasks', async () => {
      const jobs = (await this.knex(JOBS)
        .select('id', 'tenant_id', 'status', 'finish_token', 'finish_until')
        .whereNull('assembled_at')
        .orderBy('served_at')
        .limit(Math.max(max * 2, 20))) as Array<Pick<JobRow, 'id' | 'tenant_id' | 'status' | 'finish_token' | 'finish_until'>>;
      if (jobs.length === 0) return [];
      const inHand = new Map<string, number>();
      const held = (await this.knex(CHUNKS)
        .select('tenant_id')
        .count({ n: '*' })
        .where({ status: 'leased' })
        .andWhere('lease_until', '>=', now)
        .groupBy('tenant_id')) as Array<{ tenant_id: string; n: number | string }>;
      for (const row of held) inHand.set(row.tenant_id, Number(row.n));
      // Tenants with fewest chunks in hand first; among equals, the job served longest ago (the query's order; sort is stable).
      const ordered = [...jobs].sort((a, b) => (inHand.get(a.tenant_id) ?? 0) - (inHand.get(b.tenant_id) ?? 0));
      const perJob: JobTask[][] = [];
      for (const job of ordered) {
        const open = (await this.knex(CHUNKS)
          .select('chunk_no', 'status', 'lease_until')
          .where({ job_id: job.id })
          .whereIn('status', ['pending', 'leased'])
          .orderBy('chunk_no')
          .limit(max + 1)) as Array<{ chunk_no: number; status: string; lease_until: unknown }>;
        const active = ACTIVE.includes(job.status as JobStatus);
        const ready = active ? open.filter((chunk) => chunk.status === 'pending' || readDate(chunk.lease_until).getTime() < now.getTime()) : [];
        if (ready.length > 0) perJob.push(ready.slice(0, max).map((chunk) => ({ jobId: asJobId(job.id), step: Number(chunk.chunk_no) })));
        else {
          const finishFree = job.finish_token === null || readDate(job.finish_until).getTime() < now.getTime();
          const chunksOpen = open.some((chunk) => chunk.status === 'pending' || readDate(chunk.lease_until).getTime() >= now.getTime());
          if (finishFree && !chunksOpen) perJob.push([{ jobId: asJobId(job.id), step: 'finish' }]);
        }
      }
      // Round-robin between the jobs so that one large job does not take every free slot.
      const tasks: JobTask[] = [];
      for (let round = 0; tasks.length < max && perJob.some((list) => list.length > round); round += 1) {
        for (const list of perJob) {
          const task = list[round];
          if (task !== undefined && tasks.length < max) tasks.push(task);
        }
      }
      return tasks;
    });
  }

  claimChunk(id: JobId, chunk: number, lease: Lease, now: Date): TE.TaskEither<StorageError, O.Option<{ readonly job: Job; readonly items: ReadonlyArray<JobItem> }>> {
    return runTransaction(this.knex, 'jobs.claimChunk', async (trx) => {
      const row = (await trx(JOBS).select(JOB_COLUMNS).where({ id }).first()) as JobRow | undefined;
      if (row === undefined || !ACTIVE.includes(row.status as JobStatus)) return E.right(O.none);
      const taken = await trx(CHUNKS)
        .where({ job_id: id, chunk_no: chunk })
        .andWhere((free) => free.where({ status: 'pending' }).orWhere((lapsed) => lapsed.where({ status: 'leased' }).andWhere('lease_until', '<', now)))
        .update({ status: 'leased', lease_token: lease.token, lease_owner: lease.owner.slice(0, 128), lease_until: lease.until, claims: trx.raw('claims + 1'), updated_at: now });
      if (taken === 0) return E.right(O.none);
      if (row.status === 'queued') {
        await trx(JOBS).where({ id, status: 'queued' }).update({ status: 'running', started_at: now, served_at: now, updated_at: now, version: trx.raw('version + 1') });
      } else await trx(JOBS).where({ id }).update({ served_at: now });
      const items = (await trx(CHUNKS).select('items').where({ job_id: id, chunk_no: chunk }).first()) as { items: string };
      const job = jobOf({ ...row, status: 'running', started_at: row.started_at ?? now });
      return E.right(O.some({ job, items: readJson<JobItem[]>(items.items) }));
    });
  }

  renewChunk(id: JobId, chunk: number, lease: Lease): TE.TaskEither<StorageError, boolean> {
    return runQuery('jobs.renewChunk', async () => {
      const renewed = await this.knex(CHUNKS).where({ job_id: id, chunk_no: chunk, status: 'leased', lease_token: lease.token }).update({ lease_until: lease.until });
      return renewed > 0;
    });
  }

  completeChunk(id: JobId, chunk: number, token: string, outcome: ChunkOutcome, now: Date): TE.TaskEither<StorageError, boolean> {
    return runTransaction(this.knex, 'jobs.completeChunk', async (trx) => {
      // Nothing about a job changes after its terminal status (its chunks are all done or skipped by then; this holds it whatever happens).
      const job = (await trx(JOBS).select('status').where({ id }).first()) as { status: JobStatus } | undefined;
      if (job === undefined || TERMINAL.includes(job.status)) return E.right(false);
      const recorded = await trx(CHUNKS).where({ job_id: id, chunk_no: chunk, status: 'leased', lease_token: token }).update({
        status: 'done',
        lease_token: null,
        lease_until: null,
        items: '[]',
        sha256: outcome.part?.digest ?? null,
        succeeded: outcome.succeeded,
        failed: outcome.failed,
        errors: outcome.errors.length === 0 ? null : writeJson(outcome.errors),
        updated_at: now,
      });
      if (recorded === 0) return E.right(false);
      await trx(JOBS)
        .where({ id })
        .update({ succeeded: trx.raw('succeeded + ?', [outcome.succeeded]), failed: trx.raw('failed + ?', [outcome.failed]), updated_at: now, version: trx.raw('version + 1') });
      return E.right(true);
    });
  }

  claimFinish(id: JobId, lease: Lease, now: Date): TE.TaskEither<StorageError, O.Option<Job>> {
    return runTransaction(this.knex, 'jobs.claimFinish', async (trx) => {
      const row = (await trx(JOBS).select(JOB_COLUMNS).where({ id }).first()) as JobRow | undefined;
      if (row === undefined || row.assembled_at !== null) return E.right(O.none);
      if (row.finish_token !== null && readDate(row.finish_until).getTime() >= now.getTime()) return E.right(O.none);
      // A cancelled job's chunks left by a process that died are not taken again: skipped.
      if (row.status === 'cancelling') await trx(CHUNKS).where({ job_id: id, status: 'leased' }).andWhere('lease_until', '<', now).update({ status: 'skipped', items: '[]', updated_at: now });
      const open = (await trx(CHUNKS).where({ job_id: id }).whereIn('status', ['pending', 'leased']).count({ n: '*' }).first()) as { n: number | string } | undefined;
      if (Number(open?.n ?? 0) > 0) return E.right(O.none);
      const taken = await trx(JOBS)
        .where({ id })
        .whereNull('assembled_at')
        .andWhere((free) => free.whereNull('finish_token').orWhere('finish_until', '<', now))
        .update({ finish_token: lease.token, finish_until: lease.until });
      return E.right(taken === 0 ? O.none : O.some(jobOf(row)));
    });
  }

  renewFinish(id: JobId, lease: Lease): TE.TaskEither<StorageError, boolean> {
    return runQuery('jobs.renewFinish', async () => {
      const renewed = await this.knex(JOBS).where({ id, finish_token: lease.token }).whereNull('assembled_at').update({ finish_until: lease.until });
      return renewed > 0;
    });
  }

  parts(id: JobId): TE.TaskEither<StorageError, ReadonlyArray<BlobDigest>> {
    return runQuery('jobs.parts', async () => {
      const rows = (await this.knex(CHUNKS).select('sha256').where({ job_id: id, status: 'done' }).whereNotNull('sha256').orderBy('chunk_no')) as Array<{ sha256: string }>;
      return rows.map((row) => row.sha256);
    });
  }

  finish(id: JobId, token: string, result: { readonly digest: BlobDigest; readonly size: number } | null, now: Date): TE.TaskEither<StorageError, O.Option<Job>> {
    return runTransaction(this.knex, 'jobs.finish', async (trx) => {
      const row = (await trx(JOBS).select(JOB_COLUMNS).where({ id, finish_token: token }).whereNull('assembled_at').first()) as JobRow | undefined;
      if (row === undefined) return E.right(O.none);
      const job = jobOf(row);
      const status: JobStatus = job.status === 'cancelling' ? 'cancelled' : result === null ? 'failed' : finalStatus(job);
      await trx(JOBS)
        .where({ id, finish_token: token })
        .update({
          status,
          result_sha256: result?.digest ?? null,
          result_size: result?.size ?? null,
          assembled_at: now,
          started_at: row.started_at ?? now,
          finished_at: row.finished_at ?? now,
          finish_token: null,
          finish_until: null,
          updated_at: now,
          version: trx.raw('version + 1'),
        });
      // The parts are in the result now: unreferenced, the sweep takes them.
      await trx(CHUNKS).where({ job_id: id }).whereNotNull('sha256').update({ sha256: null });
      const after = (await trx(JOBS).select(JOB_COLUMNS).where({ id }).first()) as JobRow;
      return E.right(O.some(jobOf(after)));
    });
  }
}
