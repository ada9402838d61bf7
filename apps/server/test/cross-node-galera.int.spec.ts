import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createKnex } from '@quire/adapter-persistence-knex/create-knex';
import { eventually } from '@quire/testing/eventually';
import { type GaleraCluster, startGaleraCluster } from '@quire/testing/galera/galera-cluster';
import { startLoopbackReceiver } from '@quire/testing/webhooks/loopback-receiver';
import type { Knex } from 'knex';
import { type Api, download, jsonCall, lettersCsv, postCsv, readResult, setUpLetter, waitForJob } from './job-support';
import { startTestServer, type TestServer } from './server-harness';
import { startWorkerProcess, type WorkerProcess } from './worker-process';

jest.setTimeout(600_000);

/** Where this suite's cluster starts: apart from the persistence suite's (13406) and the CLI's (13306). */
const BASE_PORT = Number(process.env['QUIRE_TEST_GALERA_HTTP_PORT'] ?? 13506);
const RACERS = 40;
/** Enough letters that node 3's worker still holds a chunk when it is killed, however fast the servers render them. */
const ROWS = 2_000;

type Answer = { status: number; body: Record<string, unknown> };

const send = (url: string, key: string, method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => jsonCall({ url, key }, method, route, body, headers);

const tally = (answers: ReadonlyArray<Answer>): Record<string, number> =>
  answers.map((answer) => `${answer.status}${typeof answer.body['code'] === 'string' ? ` ${answer.body['code']}` : ''}`).reduce<Record<string, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/**
 * Quire as it runs on a multi-primary database: a 3-node MariaDB Galera cluster on loopback,
 * server A on node 1, server B on node 2 (each in this process, each with its own pool and
 * dispatcher and job loop), a `quire worker` process on node 3, one blob folder. Requests are
 * split over A and B. The last test kills node 3 — its database node and its worker — with
 * SIGKILL during a batch, as a machine that dies.
 */
describe('Quire over HTTP on a 3-node Galera cluster: two servers and a worker on three nodes', () => {
  let cluster: GaleraCluster;
  let database: string;
  let blobDir: string;
  let a: TestServer;
  let b: TestServer;
  let worker: WorkerProcess | undefined;
  let db: Knex;
  let key: string;
  const started = Date.now();

  const urlOf = (node: number): string => `${cluster.nodes[node]?.url}/${database}`;
  const settings = (node: number): Record<string, string> => ({
    DATABASE_URL: urlOf(node),
    KEY_PEPPER: 'a-test-pepper-of-at-least-32-characters!',
    BLOB_DIR: blobDir,
    JOB_CHUNK_ITEMS: '10',
    JOB_LEASE_MS: '3000',
    JOB_CONCURRENCY: '2',
    JOB_POLL_MS: '100',
    ENGINE_THREADS: '1',
    RATE_LIMIT_PER_SECOND: '0',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_DISPATCH_INTERVAL_MS: '50',
    WEBHOOK_TIMEOUT_MS: '30000',
    SOFFICE_PATH: '/nonexistent/soffice',
  });
  const split = (n: number): TestServer => (n % 2 === 0 ? a : b);

  beforeAll(async () => {
    cluster = await startGaleraCluster({ nodes: 3, basePort: BASE_PORT, timeoutMs: 240_000 });
    database = `quire_cross_${randomBytes(4).toString('hex')}`;
    const admin = createKnex(`${cluster.nodes[0]?.url}/mysql`);
    try {
      await admin.raw(`create database \`${database}\` character set utf8mb4 collate utf8mb4_bin`);
    } finally {
      await admin.destroy();
    }
    blobDir = mkdtempSync(join(tmpdir(), 'quire-cross-node-blobs-'));
    // A first: it migrates the database; then B and the worker (a busy machine takes long to start a process).
    a = await startTestServer(settings(0));
    worker = startWorkerProcess(settings(2), 300_000);
    b = await startTestServer(settings(1));
    key = a.bootstrapKey as string;
    db = createKnex(urlOf(0));
    await worker.started;
  }, 600_000);

  afterAll(async () => {
    await worker?.kill();
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await Promise.race([db?.destroy(), sleep(10_000, undefined, { ref: false })]);
    await cluster?.stop();
    if (blobDir !== undefined) rmSync(blobDir, { recursive: true, force: true });
    process.stdout.write(`cross-node suite on Galera: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }, 120_000);

  it(`answers ${RACERS} If-Match updates of one alias split over both servers with one 200 and 412 to every other, never 500`, async () => {
    const alias = await send(a.url, key, 'POST', '/v1/Aliases', { name: 'raced_name', type: 'text' });
    expect(alias.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, racer) => send(split(racer).url, key, 'PUT', `/v1/Aliases/${String(alias.body['id'])}`, { label: `Client ${racer}` }, { 'if-match': `"${String(alias.body['version'])}"` })),
    );
    expect(tally(answers)).toEqual({ '200': 1, '412 version_mismatch': RACERS - 1 });
  });

  it(`makes one row of ${RACERS} POSTs with one Idempotency-Key split over both servers`, async () => {
    const idempotencyKey = `cross-node-${randomBytes(6).toString('hex')}`;
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, n) => send(split(n).url, key, 'POST', '/v1/Aliases', { name: 'matter_number', type: 'text' }, { 'idempotency-key': idempotencyKey })),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const made = answers.filter((answer) => answer.status === 201);
    expect(made.length).toBeGreaterThan(0);
    expect(new Set(made.map((answer) => answer.body['id'])).size).toBe(1);
    const rows = (await db('aliases').whereRaw('lower(name) = ?', ['matter_number']).count({ n: '*' }).first()) as { n: number | string };
    expect(Number(rows.n)).toBe(1);
  });

  it("sees a key deactivated through one server refused on the other server's next request", async () => {
    const minted = await send(a.url, key, 'POST', '/v1/ApiKeys', { name: 'short-lived' });
    expect(minted.status).toBe(201);
    const secret = String(minted.body['key']);
    expect((await send(b.url, secret, 'GET', '/v1/Aliases')).status).toBe(200);
    const deactivated = await send(a.url, key, 'PUT', `/v1/ApiKeys/${String(minted.body['id'])}/Deactivate`, undefined, { 'if-match': `"${String(minted.body['version'])}"` });
    expect(deactivated.status).toBe(200);
    expect((await send(b.url, secret, 'GET', '/v1/Aliases')).status).toBe(401);
  });

  it('sends each webhook event once, whichever server recorded it and whichever dispatcher claimed it', async () => {
    const receiver = await startLoopbackReceiver();
    try {
      const created = await send(a.url, key, 'POST', '/v1/Webhooks', { url: receiver.url, events: ['job.succeeded'] });
      expect(created.status).toBe(201);
      const id = String(created.body['id']);
      const tests = await Promise.all(Array.from({ length: RACERS }, (_, n) => send(split(n).url, key, 'POST', `/v1/Webhooks/${id}/Test`)));
      expect(tests.filter((answer) => answer.status >= 300)).toEqual([]);
      const deliveries = await eventually('every delivery to succeed', async () => {
        const items = ((await send(b.url, key, 'GET', `/v1/Webhooks/${id}/Deliveries?limit=100`)).body['items'] ?? []) as Array<{ id: string; status: string; attempts: number }>;
        return items.length === RACERS && items.every((delivery) => delivery.status === 'succeeded') ? items : undefined;
      }, 1200);
      expect(deliveries.map((delivery) => delivery.status)).toEqual(Array.from({ length: RACERS }, () => 'succeeded'));
      // Each attempt was made by one dispatcher alone: the receiver got each event exactly as many
      // times as its delivery records attempts (one, unless an answer came too late on a busy machine).
      const got = new Map<string, number>();
      for (const id of receiver.received.map((request) => String(request.headers['webhook-id']))) got.set(id, (got.get(id) ?? 0) + 1);
      expect(Object.fromEntries(got)).toEqual(Object.fromEntries(deliveries.map((delivery) => [delivery.id, delivery.attempts])));
      expect(deliveries.filter((delivery) => delivery.attempts === 1).length).toBeGreaterThan(RACERS / 2);
    } finally {
      await receiver.close();
    }
  });

  it('finishes a batch worked by both servers and the worker with every item exactly once, node 3 (database and worker) killed mid-job', async () => {
    const api: Api = { url: a.url, key };
    const templateId = await setUpLetter(api);
    const submitted = await postCsv(api, templateId, lettersCsv(ROWS, []), `?fileName=${encodeURIComponent('{{client_name}}')}`);
    expect(submitted.status).toBe(202);
    const id = String(submitted.body['id']);
    const victim = worker as WorkerProcess;
    // Node 3 dies while its worker holds a chunk: frozen first, so that it dies holding exactly the chunks read.
    let held: number[] = [];
    for (;;) {
      const job = await jsonCall({ url: b.url, key }, 'GET', `/v1/Jobs/${id}`);
      if (job.body['resultReady'] === true) throw new Error('the job finished before node 3 could be killed holding a chunk');
      victim.freeze();
      await sleep(200);
      held = ((await db('job_chunks').select('chunk_no').where({ job_id: id, status: 'leased' }).andWhere('lease_owner', 'like', `%:${victim.pid}`)) as Array<{ chunk_no: number }>).map((chunk) => chunk.chunk_no);
      if (held.length > 0) break;
      victim.thaw();
      await sleep(20);
    }
    await victim.kill();
    await cluster.kill(2);
    worker = undefined;

    const job = await waitForJob({ url: b.url, key }, id, 400_000);
    expect(job).toMatchObject({ status: 'succeeded', total: ROWS, succeeded: ROWS, failed: 0, done: ROWS });
    const takenOver = (await db('job_chunks').where({ job_id: id }).whereIn('chunk_no', held).andWhere('claims', '>', 1).count({ n: '*' }).first()) as { n: number | string };
    expect(Number(takenOver.n)).toBe(held.length);
    const result = readResult(await download(api, id), []);
    expect(result.bad).toBeNull();
    const expected = new Set(['errors.csv', 'Same Name.docx', 'Same Name (2).docx']);
    for (let row = 1; row <= ROWS; row += 1) if (row !== 10 && row !== 11) expected.add(`Client ${row}.docx`);
    expect(result.names).toHaveLength(expected.size);
    expect(new Set(result.names)).toEqual(expected);
  });
});
