import type { TenantId } from '@quire/domain/ids';
import { jobId, type Job, type JobId } from '@quire/domain/jobs/job';
import type { JobItem, JobRepository, Lease } from '@quire/ports/jobs/job-repository';
import * as O from 'fp-ts/Option';
import { arbitraryJob } from '../builders/jobs';
import { nextNumber } from '../builders/next-number';
import { expectRight } from '../contracts/run-task';

/** A JobRepository on a store that keeps its tenants (a job's tenant must exist where rows reference it). */
export type JobStore = { readonly jobs: JobRepository; readonly addTenant: () => Promise<TenantId> };

const T0 = new Date('2026-06-01T12:00:00.000Z');
const at = (ms: number): Date => new Date(T0.getTime() + ms);
const lease = (token: string, untilMs: number): Lease => ({ token, until: at(untilMs), owner: `test:${token}` });

/** A job of the contract's own instants, its id new in every run (stores are shared between runs). */
const newJob = (tenantId: TenantId, overrides: Partial<Job> = {}): Job =>
  arbitraryJob(tenantId, { id: jobId(`job-${nextNumber()}-${Date.now()}`), createdAt: T0, updatedAt: T0, ...overrides });

const items = (...numbers: number[]): JobItem[] => numbers.map((item) => ({ item, data: { client_name: `Client ${item}` } }));
const digest = (n: number): string => n.toString(16).padStart(64, '0');

/** The behaviour every JobRepository adapter must have (ADR 0050, 0051). */
export const jobRepositoryContract = (make: () => JobStore): void => {
  describe('JobRepository contract', () => {
    const create = async (store: JobStore, chunks: JobItem[][], overrides: Partial<Job> = {}): Promise<{ tenantId: TenantId; id: JobId }> => {
      const tenantId = await store.addTenant();
      const job = newJob(tenantId, { failed: 1, ...overrides });
      await expectRight(store.jobs.create({ job, chunks, itemErrors: [{ item: 5, code: 'cell_invalid', errors: [{ path: 'fee', message: 'must be a number' }] }] }));
      return { tenantId, id: job.id };
    };

    it('keeps a job for its tenant only, and lists the tenant\'s newest first by status and kind', async () => {
      const store = make();
      const { tenantId, id } = await create(store, [items(1, 2)]);
      const later = newJob(tenantId, { createdAt: at(1000), updatedAt: at(1000), kind: 'packet_batch' });
      await expectRight(store.jobs.create({ job: later, chunks: [], itemErrors: [] }));
      const stranger = await store.addTenant();
      expect(O.isSome(await expectRight(store.jobs.find(tenantId, id)))).toBe(true);
      expect(await expectRight(store.jobs.find(stranger, id))).toEqual(O.none);
      const all = await expectRight(store.jobs.search(tenantId, {}, { limit: 10, after: null }));
      expect(all.map((job) => job.id)).toEqual([later.id, id]);
      const page2 = await expectRight(store.jobs.search(tenantId, {}, { limit: 10, after: { createdAt: later.createdAt, id: later.id } }));
      expect(page2.map((job) => job.id)).toEqual([id]);
      expect((await expectRight(store.jobs.search(tenantId, { kind: 'packet_batch' }, { limit: 10, after: null }))).map((job) => job.id)).toEqual([later.id]);
      expect(await expectRight(store.jobs.search(stranger, {}, { limit: 10, after: null }))).toEqual([]);
    });

    it('hands a chunk to one claimant at a time; a lapsed lease is taken over, and only the holder\'s outcome counts', async () => {
      const store = make();
      const { tenantId, id } = await create(store, [items(1, 2), items(3, 4)]);
      const first = await expectRight(store.jobs.claimChunk(id, 0, lease('a', 1000), T0));
      expect(O.map((claimed: { items: ReadonlyArray<JobItem> }) => claimed.items.map((item) => item.item))(first)).toEqual(O.some([1, 2]));
      expect(await expectRight(store.jobs.claimChunk(id, 0, lease('b', 1000), at(500)))).toEqual(O.none);
      // The first claimant went silent: after its lease, another takes the chunk.
      expect(O.isSome(await expectRight(store.jobs.claimChunk(id, 0, lease('b', 5000), at(1500))))).toBe(true);
      expect(await expectRight(store.jobs.renewChunk(id, 0, lease('a', 9000)))).toBe(false);
      const outcome = { part: { digest: digest(1), size: 10 }, succeeded: 2, failed: 0, errors: [] };
      expect(await expectRight(store.jobs.completeChunk(id, 0, 'a', outcome, at(1600)))).toBe(false);
      expect(await expectRight(store.jobs.completeChunk(id, 0, 'b', outcome, at(1600)))).toBe(true);
      expect(await expectRight(store.jobs.completeChunk(id, 0, 'b', outcome, at(1700)))).toBe(false);
      const job = await expectRight(store.jobs.find(tenantId, id));
      expect(O.map((found: Job) => [found.status, found.succeeded, found.failed])(job)).toEqual(O.some(['running', 2, 1]));
    });

    it('assembles once no chunk is open: one claimant, the parts in chunk order, the result and final status recorded once', async () => {
      const store = make();
      const { tenantId, id } = await create(store, [items(1, 2), items(3, 4)]);
      await expectRight(store.jobs.claimChunk(id, 1, lease('c1', 1000), T0));
      await expectRight(store.jobs.completeChunk(id, 1, 'c1', { part: { digest: digest(2), size: 5 }, succeeded: 1, failed: 1, errors: [{ item: 4, code: 'data_invalid', errors: [] }] }, at(10)));
      expect(await expectRight(store.jobs.claimFinish(id, lease('f1', 1000), at(20)))).toEqual(O.none);
      await expectRight(store.jobs.claimChunk(id, 0, lease('c0', 1000), at(30)));
      await expectRight(store.jobs.completeChunk(id, 0, 'c0', { part: { digest: digest(1), size: 5 }, succeeded: 2, failed: 0, errors: [] }, at(40)));
      expect(O.isSome(await expectRight(store.jobs.claimFinish(id, lease('f1', 1000), at(50))))).toBe(true);
      expect(await expectRight(store.jobs.claimFinish(id, lease('f2', 1000), at(60)))).toEqual(O.none);
      expect(await expectRight(store.jobs.parts(id))).toEqual([digest(1), digest(2)]);
      const errors = await expectRight(store.jobs.itemErrors(id, 10));
      expect([errors.count, errors.errors.map((error) => error.item)]).toEqual([2, [4, 5]]);
      expect(await expectRight(store.jobs.finish(id, 'f2', { digest: digest(9), size: 99 }, at(70)))).toEqual(O.none);
      const finished = await expectRight(store.jobs.finish(id, 'f1', { digest: digest(9), size: 99 }, at(70)));
      expect(O.map((job: Job) => [job.status, job.succeeded, job.failed, job.result])(finished)).toEqual(O.some(['succeeded', 3, 2, { digest: digest(9), size: 99 }]));
      expect(O.isSome(await expectRight(store.jobs.find(tenantId, id)))).toBe(true);
      expect(await expectRight(store.jobs.claimFinish(id, lease('f3', 1000), at(5000)))).toEqual(O.none);
      expect((await expectRight(store.jobs.readyTasks(at(5000), 100))).filter((task) => task.jobId === id)).toEqual([]);
    });

    it('cancels a queued or running job: cancelling while the chunk in hand finishes (it still counts), then cancelled with its final counts and result at once', async () => {
      const store = make();
      const { tenantId, id } = await create(store, [items(1), items(2), items(3)]);
      await expectRight(store.jobs.claimChunk(id, 0, lease('c0', 1000), T0));
      const cancelled = await expectRight(store.jobs.cancel(tenantId, id, at(10)));
      expect(O.map((answer: { job: Job; changed: boolean }) => [answer.job.status, answer.changed, answer.job.finishedAt])(cancelled)).toEqual(O.some(['cancelling', true, null]));
      expect(await expectRight(store.jobs.claimChunk(id, 1, lease('c1', 1000), at(20)))).toEqual(O.none);
      expect(await expectRight(store.jobs.claimFinish(id, lease('f', 1000), at(30)))).toEqual(O.none);
      const twice = await expectRight(store.jobs.cancel(tenantId, id, at(35)));
      expect(O.map((answer: { job: Job; changed: boolean }) => [answer.job.status, answer.changed])(twice)).toEqual(O.some(['cancelling', false]));
      expect(await expectRight(store.jobs.completeChunk(id, 0, 'c0', { part: null, succeeded: 0, failed: 1, errors: [{ item: 1, code: 'x', errors: [] }] }, at(40)))).toBe(true);
      expect(O.map((job: Job) => [job.status, job.failed])(await expectRight(store.jobs.find(tenantId, id)))).toEqual(O.some(['cancelling', 2]));
      expect(O.isSome(await expectRight(store.jobs.claimFinish(id, lease('f', 1000), at(50))))).toBe(true);
      const finished = await expectRight(store.jobs.finish(id, 'f', { digest: digest(3), size: 3 }, at(60)));
      expect(O.map((job: Job) => [job.status, job.failed, job.result, job.finishedAt])(finished)).toEqual(O.some(['cancelled', 2, { digest: digest(3), size: 3 }, at(60)]));
      const again = await expectRight(store.jobs.cancel(tenantId, id, at(70)));
      expect(O.map((answer: { changed: boolean }) => answer.changed)(again)).toEqual(O.some(false));
      expect(await expectRight(store.jobs.cancel(await store.addTenant(), id, at(70)))).toEqual(O.none);
    });

    it('changes nothing about a job after its terminal status: a chunk whose lease lapsed records nothing, the job stays as it finished', async () => {
      const store = make();
      const { tenantId, id } = await create(store, [items(1), items(2)]);
      await expectRight(store.jobs.claimChunk(id, 0, lease('c0', 1000), T0));
      await expectRight(store.jobs.cancel(tenantId, id, at(10)));
      // The holder of chunk 0 died: its lease lapses, the finish skips the chunk and ends the job.
      expect(O.isSome(await expectRight(store.jobs.claimFinish(id, lease('f', 1000), at(2000))))).toBe(true);
      const finished = await expectRight(store.jobs.finish(id, 'f', { digest: digest(4), size: 4 }, at(2010)));
      expect(O.map((job: Job) => job.status)(finished)).toEqual(O.some('cancelled'));
      const before = await expectRight(store.jobs.find(tenantId, id));
      // It was only slow: its outcome comes in late and is dropped.
      expect(await expectRight(store.jobs.completeChunk(id, 0, 'c0', { part: { digest: digest(5), size: 5 }, succeeded: 1, failed: 0, errors: [] }, at(3000)))).toBe(false);
      expect(await expectRight(store.jobs.find(tenantId, id))).toEqual(before);
      expect(await expectRight(store.jobs.claimChunk(id, 1, lease('c1', 1000), at(3100)))).toEqual(O.none);
      expect(await expectRight(store.jobs.claimFinish(id, lease('f2', 1000), at(9000)))).toEqual(O.none);
    });

    it('offers ready work fairly: the chunks of a tenant with fewer in hand first', async () => {
      const store = make();
      const big = await create(store, [items(1), items(2), items(3)]);
      const small = await create(store, [items(1)], { createdAt: at(1), updatedAt: at(1) });
      await expectRight(store.jobs.claimChunk(big.id, 0, lease('b0', 60_000), at(10)));
      const ready = (await expectRight(store.jobs.readyTasks(at(20), 1000))).filter((task) => task.jobId === big.id || task.jobId === small.id);
      expect(ready[0]).toEqual({ jobId: small.id, step: 0 });
      expect(ready).toContainEqual({ jobId: big.id, step: 1 });
    });
  });
};
