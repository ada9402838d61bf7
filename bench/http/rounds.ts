import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTenantKey, startServerProcess, type ServerProcess } from '@quire/server/test/server-process';
import { buildBenchmarkCase } from '../engine/template/benchmark-case';
import { DOCUMENT_SIZES } from '../engine/template/document-size';
import { type LoadRequest, type LoadResult, runLoad } from './load';
import { prepareTemplate } from './prepare-template';
import { generateBody, generatePath } from './quire-api';

/*
 * npm run bench:rounds -- --servers="LABEL|TREE|SETTING=value,…;…" [--rounds=5] [--duration=3] [--mixed]
 *
 * Servers of several settings (and checkouts: TREE is another checkout's folder, `-` this one)
 * started side by side, then loaded in turn, a short step each, round after round: on a machine
 * whose other work comes and goes, each round compares the servers under nearly the same load,
 * and the medians of the rounds compare them over the whole run. Each step: the letter at 16
 * connections (requests/s, p50/p99, the server's CPU per request and its share of a core); with
 * `--mixed`, another tenant's letters at 8 connections alone, then beside 2 connections of the
 * 400-page book (mixed-load.ts's load).
 *
 * e.g. --servers="before|../quire-before|WEB_CONCURRENCY=1;now|-|WEB_CONCURRENCY=1"
 *      --servers="nice 0|-|ENGINE_WORKER_NICE=0;nice 10|-|ENGINE_WORKER_NICE=10" --mixed
 */

const option = (name: string): string | undefined => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
const median = (values: ReadonlyArray<number>): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const caseNamed = (name: string) => {
  const size = DOCUMENT_SIZES.find((candidate) => candidate.name === name);
  if (size === undefined) throw new Error(`no document size ${name}`);
  return buildBenchmarkCase(size);
};

type Config = { readonly label: string; readonly repo: string | undefined; readonly env: Readonly<Record<string, string>> };
type Row = Readonly<Record<string, number>>;
type Running = { readonly config: Config; readonly server: ServerProcess; readonly letters: LoadRequest; readonly book: LoadRequest | undefined; readonly rows: Row[] };

const configsOf = (spec: string): Config[] =>
  spec.split(';').map((entry) => {
    const [label = '', tree = '-', settings = ''] = entry.split('|');
    const env = Object.fromEntries(settings.split(',').filter((setting) => setting.includes('=')).map((setting) => [setting.slice(0, setting.indexOf('=')), setting.slice(setting.indexOf('=') + 1)]));
    return { label, repo: tree === '-' ? undefined : tree, env };
  });

const start = async (config: Config, mixed: boolean): Promise<Running> => {
  const server = await startServerProcess({ nodeFlags: [], env: config.env, ...(config.repo === undefined ? {} : { repo: config.repo }) });
  const letter = caseNamed('letter');
  const letterApi = mixed ? { url: server.url, apiKey: await createTenantKey(server, 'Letters') } : server;
  const letterId = await prepareTemplate(letterApi, letter, new Set());
  const letters: LoadRequest = { url: server.url, method: 'POST', path: generatePath(letterId), apiKey: letterApi.apiKey, body: generateBody(letter.data), connections: 16, durationSeconds: 3 };
  await runLoad({ ...letters, connections: 4 });
  if (!mixed) return { config, server, letters, book: undefined, rows: [] };
  const heavy = caseNamed('book');
  const book: LoadRequest = { url: server.url, method: 'POST', path: generatePath(await prepareTemplate(server, heavy, new Set())), apiKey: server.apiKey, body: generateBody(heavy.data), connections: 2, durationSeconds: 2 };
  await runLoad(book);
  return { config, server, letters, book, rows: [] };
};

const stepOf = async (running: Running, seconds: number): Promise<Row> => {
  if (running.book === undefined) {
    const before = running.server.usage();
    const result = await runLoad({ ...running.letters, durationSeconds: seconds });
    const cpuMs = running.server.usage().cpuMs - before.cpuMs;
    return { rps: result.requestsPerSecond, p50: result.latency.p50, p99: result.latency.p99, cpuMs: cpuMs / Math.max(1, result.ok), core: cpuMs / (seconds * 1000), errors: result.errors + result.non2xx };
  }
  const alone = await runLoad({ ...running.letters, connections: 8, durationSeconds: seconds });
  const books = runLoad({ ...running.book, durationSeconds: seconds + 1.5 });
  await sleep(1000);
  const beside = await runLoad({ ...running.letters, connections: 8, durationSeconds: seconds });
  const heavy: LoadResult = await books;
  return {
    rps: alone.requestsPerSecond,
    p50: alone.latency.p50,
    p99: alone.latency.p99,
    besideRps: beside.requestsPerSecond,
    besideP50: beside.latency.p50,
    besideP99: beside.latency.p99,
    books: heavy.requestsPerSecond,
    errors: alone.errors + alone.non2xx + beside.errors + beside.non2xx + heavy.errors + heavy.non2xx,
  };
};

const line = (row: Row): string =>
  row['besideRps'] === undefined
    ? `${row['rps']?.toFixed(0)}/s, p50 ${row['p50']?.toFixed(1)} / p99 ${row['p99']?.toFixed(1)} ms, CPU ${row['cpuMs']?.toFixed(2)} ms a request, ${((row['core'] ?? 0) * 100).toFixed(0)} % of a core`
    : `letters alone ${row['rps']?.toFixed(0)}/s p50 ${row['p50']?.toFixed(1)} p99 ${row['p99']?.toFixed(1)} ms; beside the book ${row['besideRps']?.toFixed(0)}/s p50 ${row['besideP50']?.toFixed(1)} p99 ${row['besideP99']?.toFixed(1)} ms; books ${row['books']?.toFixed(1)}/s`;

const main = async (): Promise<void> => {
  const spec = option('servers');
  if (spec === undefined) throw new Error('--servers="LABEL|TREE|SETTING=value,…;…" is required');
  const rounds = Number(option('rounds') ?? '5');
  const seconds = Number(option('duration') ?? '3');
  const mixed = process.argv.includes('--mixed');
  const running: Running[] = [];
  try {
    for (const config of configsOf(spec)) running.push(await start(config, mixed));
    for (let round = 1; round <= rounds; round++)
      for (const entry of running) {
        const row = await stepOf(entry, seconds);
        entry.rows.push(row);
        console.log(`round ${round}, ${entry.config.label} (load average ${loadavg()[0]?.toFixed(1)}): ${line(row)}${row['errors'] ? `, ${row['errors']} errors` : ''}`);
      }
    console.log('\nMedians of the rounds:');
    for (const entry of running) {
      const keys = Object.keys(entry.rows[0] ?? {});
      console.log(`- ${entry.config.label}: ${line(Object.fromEntries(keys.map((key) => [key, median(entry.rows.map((row) => row[key] ?? Number.NaN))])))}; errors ${entry.rows.reduce((sum, row) => sum + (row['errors'] ?? 0), 0)}`);
    }
  } finally {
    for (const entry of running) await entry.server.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
