import { createKnex } from '@quire/adapter-persistence-knex/create-knex';
import { createTemporaryMysqlDatabase, type TemporaryMysqlDatabase } from '@quire/testing/temporary-mysql-database';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Api, download, jsonCall, lettersCsv, postCsv, readResult, setUpLetter, waitForJob } from './job-support';
import { startTestServer, type TestServer } from './server-harness';
import { startWorkerProcess, type WorkerProcess } from './worker-process';

jest.setTimeout(600_000);

const ROWS = 2_000;
const BAD_ROWS = [5, 999, 1_700];

/**
 * Batch jobs on MariaDB and Redis: the server only enqueues (REDIS_URL); two `quire worker`
 * processes work the tasks; one is killed with SIGKILL while the job runs. The job finishes, and
 * every item is in the result exactly once.
 */
describe('jobs on MariaDB + Redis with two quire worker processes, one killed mid-job', () => {
  let database: TemporaryMysqlDatabase;
  let server: TestServer;
  let workers: WorkerProcess[] = [];
  let blobDir: string;
  let api: Api;
  const settings = (): Record<string, string> => ({
    DATABASE_URL: database.url,
    KEY_PEPPER: 'a-test-pepper-of-at-least-32-characters!',
    REDIS_URL: process.env['QUIRE_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379',
    REDIS_QUEUE: `quire-test-${randomBytes(6).toString('hex')}`,
    BLOB_DIR: blobDir,
    JOB_CHUNK_ITEMS: '20',
    JOB_LEASE_MS: '3000',
    JOB_CONCURRENCY: '2',
    ENGINE_THREADS: '1',
    RATE_LIMIT_PER_SECOND: '0',
  });

  beforeAll(async () => {
    database = await createTemporaryMysqlDatabase();
    blobDir = mkdtempSync(join(tmpdir(), 'quire-job-blobs-'));
    const env = settings();
    server = await startTestServer({ ...env, SOFFICE_PATH: '/nonexistent/soffice' });
    api = { url: server.url, key: server.bootstrapKey as string };
    workers = [startWorkerProcess(env), startWorkerProcess(env)];
    await Promise.all(workers.map((worker) => worker.started));
  });

  afterAll(async () => {
    await Promise.allSettled(workers.map((worker) => worker.stop()));
    await server?.stop();
    await database?.drop();
    rmSync(blobDir, { recursive: true, force: true });
  });

  it('finishes the job with every item in the result exactly once', async () => {
    const templateId = await setUpLetter(api);
    const submitted = await postCsv(api, templateId, lettersCsv(ROWS, BAD_ROWS), `?fileName=${encodeURIComponent('{{client_name}}')}`);
    expect(submitted.status).toBe(202);
    const id = submitted.body['id'] as string;

    // Kill the first worker while it holds a chunk (its lease names it), once the job is under way.
    // It is frozen first, so that the chunks it holds when it dies are those read: on a busy machine
    // it could otherwise finish them between the read and the kill, and die holding others.
    const knex = createKnex(database.url);
    let heldByTheDead: ReadonlyArray<number>;
    let takenOver: number;
    try {
      const victim = workers[0]!;
      for (;;) {
        const job = await jsonCall(api, 'GET', `/v1/Jobs/${id}`);
        if (job.body['resultReady'] === true) throw new Error('the job finished before the worker could be killed holding a chunk');
        if ((job.body['done'] as number) >= 100) {
          victim.freeze();
          // A statement it sent just before lands meanwhile (well within its 3 s lease).
          await sleep(200);
          const held = (await knex('job_chunks').select('chunk_no').where({ job_id: id, status: 'leased' }).andWhere('lease_owner', 'like', `%:${victim.pid}`)) as Array<{ chunk_no: number }>;
          if (held.length > 0) {
            await victim.kill();
            heldByTheDead = held.map((chunk) => chunk.chunk_no);
            break;
          }
          victim.thaw();
        }
        await sleep(5);
      }
      expect(workers[0]!.child.signalCode).toBe('SIGKILL');
      const job = await waitForJob(api, id);
      expect(job['status']).toBe('succeeded');
      // The chunks the dead worker held were claimed again (their leases lapsed) and recorded once.
      takenOver = Number(((await knex('job_chunks').where({ job_id: id }).whereIn('chunk_no', heldByTheDead).andWhere('claims', '>', 1).count({ n: '*' }).first()) as { n: number | string }).n);
    } finally {
      await knex.destroy();
    }
    expect(takenOver).toBeGreaterThan(0);

    const job = await waitForJob(api, id);
    expect(job).toMatchObject({ status: 'succeeded', total: ROWS, succeeded: ROWS - BAD_ROWS.length, failed: BAD_ROWS.length, done: ROWS });
    const result = readResult(await download(api, id), ['Client 1.docx', `Client ${ROWS}.docx`]);
    expect(result.bad).toBeNull();
    const expected = new Set(['errors.csv', 'Same Name.docx', 'Same Name (2).docx']);
    for (let row = 1; row <= ROWS; row += 1) if (row !== 10 && row !== 11 && !BAD_ROWS.includes(row)) expected.add(`Client ${row}.docx`);
    expect(result.names).toHaveLength(expected.size);
    expect(new Set(result.names)).toEqual(expected);
    expect(result.texts['Client 1.docx']).toContain('Your fee is 1.50');
    expect(result.texts[`Client ${ROWS}.docx`]).toContain(`Your fee is ${ROWS}.50`);
    expect(result.errorsCsv.trim().split('\r\n').slice(1).map((line) => Number(line.split(',')[0]))).toEqual(BAD_ROWS);
  });
});
