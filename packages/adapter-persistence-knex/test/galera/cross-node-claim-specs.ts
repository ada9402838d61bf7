import type { TenantId } from '@quire/domain/ids';
import type { JobId } from '@quire/domain/jobs/job';
import type { JobItem, Lease } from '@quire/ports/jobs/job-repository';
import { later } from '@quire/testing/builders/instants';
import { arbitraryJob } from '@quire/testing/builders/jobs';
import { arbitraryDelivery, arbitraryWebhook } from '@quire/testing/builders/webhooks';
import { givenTenant } from '@quire/testing/contracts/given-tenant';
import { expectRight } from '@quire/testing/contracts/run-task';
import * as O from 'fp-ts/Option';
import type { Knex } from 'knex';
import { KnexTenantRepository } from '../../src/accounts/knex-tenant-repository';
import { KnexJobRepository } from '../../src/jobs/knex-job-repository';
import { catchUpWithCluster } from '../../src/platform/causal-reads';
import { KnexWebhookDeliveries } from '../../src/webhooks/knex-webhook-deliveries';
import { KnexWebhookRepository } from '../../src/webhooks/knex-webhook-repository';
import type { GaleraWorld } from './galera-world';

const CHUNKS = 24;
const ITEMS_PER_CHUNK = 2;
const DELIVERIES = 60;
/** When the claims happen, and until when a lease holds: no lease lapses during a test. */
const NOW = later(60_000);
const LEASE_UNTIL = later(3_600_000);

const counted = (values: ReadonlyArray<string | number>): Map<string | number, number> => values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<string | number, number>());

/** Leases, work and outbox deliveries taken by processes on different nodes: each exactly once. */
export const crossNodeClaimSpecs = ({ db }: GaleraWorld): void => {
  const givenTenantId = (): Promise<TenantId> => givenTenant({ tenants: new KnexTenantRepository(db(0)) });
  const givenJob = async (): Promise<JobId> => {
    const chunks = Array.from({ length: CHUNKS }, (_, chunk) => Array.from({ length: ITEMS_PER_CHUNK }, (__, at): JobItem => ({ item: chunk * ITEMS_PER_CHUNK + at + 1, data: { n: at } })));
    const job = arbitraryJob(await givenTenantId(), { total: CHUNKS * ITEMS_PER_CHUNK });
    await expectRight(new KnexJobRepository(db(0)).create({ job, chunks, itemErrors: [] }));
    await caughtUp();
    return job.id;
  };
  /**
   * Nodes 2 and 3 have applied what node 1 wrote: the job or the deliveries were made a while ago
   * (the workers and dispatchers poll, so they would see them on a later round anyway).
   */
  const caughtUp = () => Promise.all([1, 2].map((node) => catchUpWithCluster(db(node))));
  let leases = 0;
  const lease = (worker: string): Lease => {
    leases += 1;
    return { token: `${worker}-${leases}`, until: LEASE_UNTIL, owner: worker };
  };

  describe('a job created through one node', () => {
    it('is found by the very next read on another node', async () => {
      for (let round = 0; round < 10; round += 1) {
        const tenantId = await givenTenantId();
        const job = arbitraryJob(tenantId);
        await expectRight(new KnexJobRepository(db(0)).create({ job, chunks: [[{ item: 1, data: {} }]], itemErrors: [] }));
        expect(O.map((found: { id: string }) => found.id)(await expectRight(new KnexJobRepository(db(1 + (round % 2))).find(tenantId, job.id)))).toEqual(O.some(job.id));
      }
    });
  });

  describe('the chunks of one job claimed by two workers on two nodes', () => {
    it('are each claimed once when both claim every chunk at the same moment', async () => {
      const id = await givenJob();
      const taken: Array<number> = [];
      for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
        const claims = await Promise.all([1, 2].map((node) => expectRight(new KnexJobRepository(db(node)).claimChunk(id, chunk, lease(`node${node}`), NOW))));
        taken.push(claims.filter(O.isSome).length);
      }
      expect(taken).toEqual(Array(CHUNKS).fill(1));
    });

    it('are each worked and counted exactly once when both workers run to the end', async () => {
      const id = await givenJob();
      const work = async (node: number): Promise<number[]> => {
        const jobs = new KnexJobRepository(db(node));
        const done: number[] = [];
        // Like a worker: whatever chunks are ready, of any job; this job's are counted. Other tests'
        // jobs wait to be assembled (finish tasks, not worked here): ask for enough to get past them.
        for (;;) {
          const tasks = (await expectRight(jobs.readyTasks(NOW, 64))).flatMap((task) => (task.step === 'finish' ? [] : [{ jobId: task.jobId, chunk: task.step }]));
          if (tasks.length === 0) return done;
          for (const { jobId, chunk } of tasks) {
            const held = lease(`node${node}`);
            const claimed = await expectRight(jobs.claimChunk(jobId, chunk, held, NOW));
            if (O.isNone(claimed)) continue;
            const outcome = { part: null, succeeded: claimed.value.items.length, failed: 0, errors: [] };
            if ((await expectRight(jobs.completeChunk(jobId, chunk, held.token, outcome, NOW))) && jobId === id) done.push(chunk);
          }
        }
      };
      const [first, second] = await Promise.all([work(1), work(2)]);
      const all = [...(first ?? []), ...(second ?? [])];
      expect([...counted(all).values()].every((times) => times === 1)).toBe(true);
      expect(all.length).toBe(CHUNKS);
      expect(await db(0)('job_chunks').where({ job_id: id }).select('claims').groupBy('claims').count({ chunks: '*' })).toEqual([{ claims: 1, chunks: CHUNKS }]);
      const job = await db(0)('jobs').where({ id }).select('succeeded', 'total').first();
      expect(job).toEqual({ succeeded: CHUNKS * ITEMS_PER_CHUNK, total: CHUNKS * ITEMS_PER_CHUNK });
    });
  });

  describe('the webhook outbox drained by two dispatchers on two nodes', () => {
    it(`hands each of ${DELIVERIES} deliveries to one of them, and each settles once`, async () => {
      const tenantId = await givenTenantId();
      const webhook = arbitraryWebhook({ tenantId });
      await expectRight(new KnexWebhookRepository(db(0)).insert(webhook));
      const deliveries = Array.from({ length: DELIVERIES }, () => arbitraryDelivery({ tenantId, webhookId: webhook.id }, { nextAttemptAt: later(1000) }));
      await expectRight(new KnexWebhookDeliveries(db(0)).record(deliveries));
      await caughtUp();
      const dispatch = async (node: Knex, name: string): Promise<string[]> => {
        const outbox = new KnexWebhookDeliveries(node);
        const settled: string[] = [];
        for (;;) {
          const held = lease(name);
          const claimed = await expectRight(outbox.claimDue(NOW, held, 8));
          if (claimed.length === 0) return settled;
          for (const delivery of claimed) {
            const done = { ...delivery, status: 'succeeded' as const, attempts: delivery.attempts + 1, lastAttemptAt: NOW, lastStatusCode: 200 };
            if (await expectRight(outbox.settle(done, held.token))) settled.push(delivery.id);
          }
        }
      };
      const [first, second] = await Promise.all([dispatch(db(1), 'dispatcher-1'), dispatch(db(2), 'dispatcher-2')]);
      const all = [...first, ...second];
      expect([...counted(all).values()].every((times) => times === 1)).toBe(true);
      expect(new Set(all)).toEqual(new Set(deliveries.map((delivery) => delivery.id)));
    });
  });
};
