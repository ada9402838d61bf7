import { docxFromText } from '@quire/adapter-docx-engine/docx-text-document-writer';
import { startServerProcess, type ServerProcess } from '@quire/server/test/server-process';
import { startWorkerProcess, type WorkerProcess } from '@quire/server/test/worker-process';
import { createTemporaryMysqlDatabase, type TemporaryMysqlDatabase } from '@quire/testing/temporary-mysql-database';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * npm run bench:batch [-- --items=10000] [--modes=embedded,redis-1,redis-2] [--cpu-prof]
 *
 * The batch bar (docs/performance.md): 10,000 letters from a CSV to a downloadable .zip through the API. Each mode
 * starts the server in a process of its own on a fresh store, uploads a one-page letter with its
 * aliases, and times from the POST of the CSV (`/FormTemplates/:id/Batches`, text/csv) until the
 * result .zip is downloaded whole (polling GET /Jobs/:id every 50 ms):
 * - `embedded`: the default, SQLite and the database queue, the server working its jobs itself;
 * - `redis-1`, `redis-2`: MariaDB (a fresh database) and Redis, the server only enqueueing and
 *   1 or 2 `quire worker` processes working, side by side on the same machine;
 * - `mysql`: MariaDB without Redis, the server working its jobs from the database queue.
 * The bar (embedded): under 10 s on 2 cores. Writes JSON to bench/out/batch.json.
 */

const OUT = path.join(__dirname, '..', 'out');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const option = (name: string): string | undefined => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
const ITEMS = Number(option('items') ?? 10_000);
const MODES = (option('modes') ?? 'embedded,redis-1,redis-2').split(',');
/** `--cpu-prof`: the embedded server writes a V8 CPU profile to bench/out/batch-profile/. */
const NODE_FLAGS = process.argv.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${path.join(OUT, 'batch-profile')}`] : [];

type Api = { url: string; key: string };

const call = async (api: Api, method: string, route: string, body?: unknown): Promise<Record<string, unknown>> => {
  const response = await fetch(api.url + route, {
    method,
    headers: { authorization: `Bearer ${api.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
};

const LETTER = [
  '{{company}}',
  '{{street}}, {{city}}',
  '',
  '{{letter_date}}',
  '',
  'Dear {{client_name}},',
  'Thank you for choosing {{company}}. This letter confirms our engagement for {{matter}}, starting on {{start_date}}.',
  'Our fee for the work described is {{fee}}, payable within {{payment_days}} days of each invoice. {{#if retainer}}A retainer of {{retainer_amount}} is due before the work begins.{{/if}}',
  'If anything in this letter does not match your understanding, please tell us before {{reply_by}}.',
  '',
  'Yours sincerely,',
  '{{partner}}',
].join('\n');

const ALIASES = [
  { name: 'company', type: 'text' },
  { name: 'street', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'letter_date', type: 'date' },
  { name: 'client_name', type: 'text' },
  { name: 'matter', type: 'text' },
  { name: 'start_date', type: 'date' },
  { name: 'fee', type: 'currency' },
  { name: 'payment_days', type: 'number' },
  { name: 'retainer', type: 'boolean' },
  { name: 'retainer_amount', type: 'currency' },
  { name: 'reply_by', type: 'date' },
  { name: 'partner', type: 'text' },
];

const csvOf = (items: number): string => {
  const lines = [ALIASES.map((alias) => alias.name).join(',')];
  for (let i = 1; i <= items; i += 1) {
    lines.push(
      [`Quire & Partners`, `${i} High Street`, 'Springfield', '2026-03-01', `Client ${i}`, `Matter ${i}`, '2026-04-01', `${1000 + i}.00`, '30', i % 2 === 0 ? 'yes' : 'no', '500.00', '2026-03-15', 'A. Partner']
        .map((cell) => (cell.includes(',') ? `"${cell}"` : cell))
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
};

/** CPU seconds a process has used so far (utime + stime of /proc/<pid>/stat); NaN where there is no /proc. */
const cpuSecondsOf = (pid: number): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
};

const prepare = async (api: Api): Promise<string> => {
  for (const alias of ALIASES) await call(api, 'POST', '/v1/Aliases', alias);
  const uploaded = await fetch(`${api.url}/v1/FormTemplates?name=Engagement%20letter`, { method: 'POST', headers: { authorization: `Bearer ${api.key}`, 'content-type': DOCX }, body: docxFromText(LETTER) });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status}`);
  return ((await uploaded.json()) as { id: string }).id;
};

type Run = { workerCpuSeconds?: number; serverCpuSeconds?: number; serverMainThreadCpuSeconds?: number; mode: string; items: number; seconds: number; submitSeconds: number; lettersPerSecond: number; zipMiB: number; succeeded: number; failed: number };

const runBatch = async (mode: string, api: Api, templateId: string, csv: string): Promise<Run> => {
  const started = performance.now();
  const response = await fetch(`${api.url}/v1/FormTemplates/${templateId}/Batches?fileName=${encodeURIComponent('{{client_name}} engagement')}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.key}`, 'content-type': 'text/csv' },
    body: csv,
  });
  if (response.status !== 202) throw new Error(`batch: ${response.status} ${(await response.text()).slice(0, 300)}`);
  const submitSeconds = (performance.now() - started) / 1000;
  const { id } = (await response.json()) as { id: string };
  let job: Record<string, unknown>;
  for (;;) {
    job = await call(api, 'GET', `/v1/Jobs/${id}`);
    if (job['resultReady'] === true || job['status'] === 'failed') break;
    await sleep(50);
  }
  const download = await fetch(`${api.url}/v1/Jobs/${id}/Download`, { headers: { authorization: `Bearer ${api.key}` } });
  const zip = Buffer.from(await download.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  if (download.status !== 200 || zip.length === 0) throw new Error(`download: ${download.status}`);
  return { mode, items: ITEMS, seconds, submitSeconds, lettersPerSecond: ITEMS / seconds, zipMiB: zip.length / 1024 / 1024, succeeded: Number(job['succeeded']), failed: Number(job['failed']) };
};

const main = async (): Promise<void> => {
  const csv = csvOf(ITEMS);
  console.log(`# Batch benchmark: ${ITEMS} letters from CSV to a downloaded .zip`);
  console.log(`- machine: ${availableParallelism()} cores available (${cpus()[0]?.model ?? 'unknown CPU'}), node ${process.version}`);
  console.log(`- CSV: ${(csv.length / 1024 / 1024).toFixed(2)} MiB, ${ALIASES.length} columns`);
  const runs: Run[] = [];
  for (const mode of MODES) {
    let server: ServerProcess | undefined;
    let database: TemporaryMysqlDatabase | undefined;
    let blobDir: string | undefined;
    const workers: WorkerProcess[] = [];
    try {
      if (mode === 'embedded') {
        server = await startServerProcess({ nodeFlags: NODE_FLAGS });
      } else if (mode === 'mysql') {
        // The database queue on MariaDB: the server works its jobs itself, no Redis.
        database = await createTemporaryMysqlDatabase();
        blobDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-blobs-'));
        server = await startServerProcess({ nodeFlags: NODE_FLAGS, env: { DATABASE_URL: database.url, KEY_PEPPER: randomBytes(24).toString('hex'), BLOB_DIR: blobDir } });
      } else {
        const count = Number(mode.split('-')[1] ?? '1');
        database = await createTemporaryMysqlDatabase();
        blobDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-blobs-'));
        const env = {
          DATABASE_URL: database.url,
          KEY_PEPPER: randomBytes(24).toString('hex'),
          REDIS_URL: process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
          REDIS_QUEUE: `quire-bench-${randomBytes(4).toString('hex')}`,
          BLOB_DIR: blobDir,
        };
        server = await startServerProcess({ nodeFlags: [], env });
        for (let i = 0; i < count; i += 1) workers.push(startWorkerProcess({ ...env, LOG_LEVEL: 'info' }));
        await Promise.all(workers.map((worker) => worker.started));
      }
      const api = { url: server.url, key: server.apiKey };
      const templateId = await prepare(api);
      const before = server.usage();
      const workersBefore = workers.reduce((sum, worker) => sum + cpuSecondsOf(worker.pid), 0);
      const run = await runBatch(mode, api, templateId, csv);
      const after = server.usage();
      if (workers.length > 0) run.workerCpuSeconds = workers.reduce((sum, worker) => sum + cpuSecondsOf(worker.pid), 0) - workersBefore;
      for (const worker of workers) {
        const failures = worker.lines.filter((line) => /"level":(40|50|60)/.test(line));
        if (failures.length > 0) console.log(`  worker ${worker.pid}: ${failures.length} warnings, e.g. ${failures[0]?.slice(0, 300)}`);
      }
      run.serverCpuSeconds = (after.cpuMs - before.cpuMs) / 1000;
      run.serverMainThreadCpuSeconds = (after.mainThreadCpuMs - before.mainThreadCpuMs) / 1000;
      if (run.succeeded !== ITEMS) throw new Error(`${mode}: ${run.succeeded} of ${ITEMS} letters made`);
      runs.push(run);
      console.log(`- ${mode}: ${run.seconds.toFixed(2)} s (${run.lettersPerSecond.toFixed(0)} letters/s; POST answered in ${run.submitSeconds.toFixed(2)} s; zip ${run.zipMiB.toFixed(1)} MiB; server CPU ${run.serverCpuSeconds.toFixed(1)} s, of it its main thread ${run.serverMainThreadCpuSeconds.toFixed(1)} s;${run.workerCpuSeconds === undefined ? '' : ` workers' CPU ${run.workerCpuSeconds.toFixed(1)} s;`} load average ${loadavg()[0]?.toFixed(1)})`);
    } finally {
      await Promise.allSettled(workers.map((worker) => worker.stop()));
      await server?.stop();
      await database?.drop();
      if (blobDir !== undefined) rmSync(blobDir, { recursive: true, force: true });
    }
  }
  console.log('\n| mode | letters | seconds | letters/s | POST answered (s) | zip (MiB) |\n|---|---:|---:|---:|---:|---:|');
  for (const run of runs) console.log(`| ${run.mode} | ${run.items} | ${run.seconds.toFixed(2)} | ${run.lettersPerSecond.toFixed(0)} | ${run.submitSeconds.toFixed(2)} | ${run.zipMiB.toFixed(1)} |`);
  const embedded = runs.find((run) => run.mode === 'embedded');
  if (embedded !== undefined) console.log(`\nBar (embedded, < 10 s on 2 cores): ${embedded.seconds < 10 ? 'met' : 'NOT met'} (${embedded.seconds.toFixed(2)} s on ${availableParallelism()} cores)`);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(path.join(OUT, 'batch.json'), JSON.stringify({ machine: { cores: availableParallelism(), node: process.version }, runs }, null, 2));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
