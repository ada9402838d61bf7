import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docxFromText } from '@quire/adapter-docx-engine/docx-text-document-writer';
import { execFileSync } from 'node:child_process';
import { startGaleraCluster } from '@quire/testing/galera/galera-cluster';
import { createTemporaryMysqlDatabase } from '@quire/testing/temporary-mysql-database';
import { startServerProcess, type ServerProcess } from '@quire/server/test/server-process';
import { type LoadResult, runLoad } from '../http/load';
import { uploadTemplate } from '../http/quire-api';

/*
 * Letters through two servers on two nodes of a 3-node Galera cluster, against one server on one
 * MariaDB: the same letter template, the same data, the same number of connections in all, for
 * the same time. `npm run bench:galera` (BENCH_CONNECTIONS, BENCH_SECONDS to change the load). One run, as
 * docs/performance.md reports it.
 */

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 8);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 20);
const PEPPER = 'a-bench-pepper-of-at-least-32-characters!';
const LETTER = 'Dear {{client_name}},\nYour fee is {{fee}}, due {{due_date}}.\n{{#if member}}Member{{else}}Guest{{/if}}';
const DATA = JSON.stringify({ data: { client_name: 'Ada Lovelace', fee: '1200.50', due_date: '2026-01-15', member: true } });

const serverEnv = (databaseUrl: string, blobDir: string): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  KEY_PEPPER: PEPPER,
  BLOB_DIR: blobDir,
  RATE_LIMIT_PER_SECOND: '0',
  ENGINE_THREADS: '1',
  JOB_POLL_MS: '60000',
  WEBHOOK_DISPATCH_INTERVAL_MS: '0',
});

/** The load over the servers, its connections shared between them; answers the sum. */
const letters = async (servers: ReadonlyArray<ServerProcess>, apiKey: string, templateId: string): Promise<LoadResult[]> =>
  Promise.all(
    servers.map((server) =>
      runLoad({ url: server.url, method: 'POST', path: `/v1/FormTemplates/${templateId}/Generate`, apiKey, body: DATA, connections: CONNECTIONS / servers.length, durationSeconds: SECONDS }),
    ),
  );

const line = (name: string, results: ReadonlyArray<LoadResult>): string => {
  const rps = results.reduce((sum, result) => sum + result.requestsPerSecond, 0);
  const p99 = Math.max(...results.map((result) => result.latency.p99));
  const bad = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
  return `| ${name} | ${rps.toFixed(1)} | ${Math.max(...results.map((result) => result.latency.p50)).toFixed(0)} | ${p99.toFixed(0)} | ${bad} |`;
};

const main = async (): Promise<void> => {
  const blobs = mkdtempSync(join(tmpdir(), 'quire-bench-galera-'));
  const single = await createTemporaryMysqlDatabase();
  const cluster = await startGaleraCluster({ nodes: 3, basePort: Number(process.env['GALERA_PORT'] ?? 13606), timeoutMs: 240_000 });
  const started: ServerProcess[] = [];
  try {
    const database = `quire_bench_${randomBytes(4).toString('hex')}`;
    const first = new URL(cluster.nodes[0]?.url ?? '');
    execFileSync('mysql', ['-h', first.hostname, '-P', first.port, '-u', 'root', '-e', `create database \`${database}\` character set utf8mb4 collate utf8mb4_bin`]);

    const one = await startServerProcess({ nodeFlags: [], env: serverEnv(single.url, join(blobs, 'single')) });
    started.push(one);
    const oneTemplate = await uploadTemplate({ url: one.url, apiKey: one.apiKey }, 'Letter', docxFromText(LETTER));
    const onMariaDb = await letters([one], one.apiKey, oneTemplate);
    await one.stop();
    started.length = 0;

    const a = await startServerProcess({ nodeFlags: [], env: serverEnv(`${cluster.nodes[0]?.url}/${database}`, join(blobs, 'galera')) });
    started.push(a);
    const b = await startServerProcess({ nodeFlags: [], env: serverEnv(`${cluster.nodes[1]?.url}/${database}`, join(blobs, 'galera')), apiKey: a.apiKey });
    started.push(b);
    const template = await uploadTemplate({ url: a.url, apiKey: a.apiKey }, 'Letter', docxFromText(LETTER));
    const onGalera = await letters([a, b], a.apiKey, template);

    const ratio = onGalera.reduce((sum, result) => sum + result.requestsPerSecond, 0) / onMariaDb.reduce((sum, result) => sum + result.requestsPerSecond, 0);
    process.stdout.write(
      [
        `letters (POST /v1/FormTemplates/:id/Generate), ${CONNECTIONS} connections in all, ${SECONDS} s each`,
        '',
        '| deployment | letters/s | p50 ms | p99 ms | not 2xx |',
        '|---|---|---|---|---|',
        line('one server, one MariaDB', onMariaDb),
        line('two servers, two Galera nodes (of 3)', onGalera),
        '',
        `two on Galera / one on MariaDB: ${ratio.toFixed(2)}x`,
        '',
      ].join('\n'),
    );
  } finally {
    await Promise.allSettled(started.map((server) => server.stop()));
    await cluster.stop();
    await single.drop();
    rmSync(blobs, { recursive: true, force: true });
  }
};

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
