import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeMachine } from '../engine/measure/machine';
import { machineLines } from '../engine/report';
import { buildBenchmarkCase, type BenchmarkCase } from '../engine/template/benchmark-case';
import { DOCUMENT_SIZES } from '../engine/template/document-size';
import type { EngineTiming, EngineTimingRequest } from './engine/engine-timing';
import { timeEngine } from './engine/time-engine';
import { runLoad } from './load';
import { summariseProfile } from './profile-summary';
import { measureStep, type Step } from './measure-step';
import { generateBody, generatePath } from './quire-api';
import { kib, prepareTemplate } from './prepare-template';
import { runMixedLoad, type MixedLoad } from './mixed-load';
import { mixedLines, poolTable, poolVerdicts } from './pool-report';
import { engineTable, referenceTable, stepLine, stepTable, summariseEngine, targetLines, targetVerdicts, type EngineSummary } from './report';
import { startServerProcess, type ServerProcess } from '@quire/server/test/server-process';

/*
 * npm run bench:http [-- --documents=letter,contract] [--connections=1,2,4,8,16,32,64] [--duration=5]
 *                     [--warm-up=3] [--threads=0,pool] [--no-mixed] [--no-reference] [--cpu-prof]
 *
 * Starts the server (apps/server/src/main.ts) in a child process on a fresh embedded store,
 * uploads the engine benchmark's letter and contract (bench/engine/template/) with aliases for
 * their data, checks one generated document of each, then drives
 * `POST /v1/FormTemplates/:id/Generate` with autocannon at each number of connections for a
 * fixed time, and prints the machine, the inputs and a markdown table: the client's throughput,
 * latency and errors, the server's own time per request (its request log) and CPU per request,
 * next to Quire's engine rendering the same template and data without the server (a child
 * process of its own, timed before and after the load). Then, for reference, the same load on
 * `GET /healthz` (HTTP, Koa and the request log only) and `GET /v1/FormTemplates/:id` (plus the
 * API key check and one read of the store). The whole load runs once per engine setting of
 * `--threads` (`0`: every render on the HTTP thread; `pool`: the default worker pool), each on a
 * server of its own, so the pool is compared with one engine thread in the same run. Then the
 * mixed load: one tenant renders the 400-page book on two connections without pause while another
 * tenant's letters are measured at 8. Writes JSON to bench/out/.
 */

const OUT = path.join(__dirname, '..', 'out');
const CASES = path.join(OUT, 'http-cases');
const PROFILES = path.join(OUT, 'http-profile');
const DOCUMENTS = ['letter', 'contract'] as const;
const ENGINE_ROUNDS = 2; // one child before the load, one after
/** The engine benchmark's steady-state warm-up (docs/performance.md): at least this much rendering before timing. */
const ENGINE_WARM_UP_MS = 1000;
const GENERATE_ROUTE = '/v1/FormTemplates/:id/Generate';
/** Routes that do less than a generation, loaded like it, to show what the HTTP layer and an authenticated read cost alone. */
const REFERENCE_CONNECTIONS = 16;

const option = (name: string): string | undefined =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);

const numberOption = (name: string, fallback: number, min: number, max: number): number => {
  const raw = option(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${name} must be a number from ${min} to ${max}`);
  return value;
};

const writeCase = (benchmarkCase: BenchmarkCase): Omit<EngineTimingRequest, 'warmUp' | 'warmUpMs' | 'iterations'> => {
  const directory = path.join(CASES, benchmarkCase.size.name);
  mkdirSync(directory, { recursive: true });
  const paths = {
    size: benchmarkCase.size.name,
    templatePath: path.join(directory, 'quire.docx'),
    dataPath: path.join(directory, 'data.json'),
    expectedPath: path.join(directory, 'expected.json'),
  };
  writeFileSync(paths.templatePath, benchmarkCase.templates.quire);
  writeFileSync(paths.dataPath, JSON.stringify(benchmarkCase.data));
  writeFileSync(paths.expectedPath, JSON.stringify(benchmarkCase.expected));
  return paths;
};

const caseNamed = (name: string): BenchmarkCase => {
  const size = DOCUMENT_SIZES.find((entry) => entry.name === name);
  if (size === undefined) throw new Error(`no benchmark document is called ${name}`);
  return buildBenchmarkCase(size);
};

/** Runs the work against the server and stops it whatever happens (Ctrl-C included). */
const withServer = async (server: ServerProcess, work: () => Promise<void>): Promise<void> => {
  const interrupted = (): void => {
    console.log('\ninterrupted: stopping the server');
    void server.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  try {
    await work();
  } finally {
    process.removeListener('SIGINT', interrupted);
    await server.stop();
  }
};

/** Routes that do less than a generation, at the same load: what HTTP and an authenticated read cost alone. */
const measureReferences = async (server: ServerProcess, templateId: string, durationSeconds: number): Promise<Step[]> => {
  const references = [
    { name: 'GET /healthz', route: '/healthz', path: '/healthz', apiKey: undefined },
    { name: 'GET /v1/FormTemplates/:id', route: '/v1/FormTemplates/:id', path: `/v1/FormTemplates/${encodeURIComponent(templateId)}`, apiKey: server.apiKey },
  ];
  const steps: Step[] = [];
  for (const reference of references) {
    await sleep(300);
    process.stdout.write(`  ${reference.name} at ${REFERENCE_CONNECTIONS} connections for ${durationSeconds} s… `);
    const step = await measureStep(server, reference.name, 'pool', reference.route, { method: 'GET', path: reference.path, apiKey: reference.apiKey, body: undefined, connections: REFERENCE_CONNECTIONS, durationSeconds });
    console.log(stepLine(step));
    steps.push(step);
  }
  return steps;
};

const main = async (): Promise<void> => {
  const startedAt = new Date();
  const machine = describeMachine(startedAt);
  const documents = (option('documents') ?? option('templates'))?.split(',') ?? [...DOCUMENTS];
  const connectionCounts = (option('connections') ?? '1,2,4,8,16,32,64').split(',').map(Number);
  if (connectionCounts.some((count) => !Number.isInteger(count) || count < 1 || count > 256)) throw new Error('--connections takes whole numbers from 1 to 256');
  const durationSeconds = numberOption('duration', 5, 1, 60);
  const warmUpSeconds = numberOption('warm-up', 3, 0, 60);
  const cpuProfile = process.argv.includes('--cpu-prof');
  const withReference = !process.argv.includes('--no-reference');
  const withMixed = !process.argv.includes('--no-mixed');
  const threadSettings = (option('threads') ?? '0,pool').split(',');
  if (threadSettings.some((threads) => threads !== 'pool' && !/^\d+$/.test(threads))) throw new Error('--threads takes whole numbers and `pool` (the default), e.g. 0,pool');
  const cases = DOCUMENT_SIZES.filter((size) => documents.includes(size.name)).map((size) => buildBenchmarkCase(size));
  if (cases.length === 0) throw new Error(`--documents takes ${DOCUMENTS.join(', ')} (or book)`);
  const files = new Map(cases.map((benchmarkCase) => [benchmarkCase.size.name, writeCase(benchmarkCase)] as const));

  console.log('# Quire HTTP benchmark\n');
  for (const line of machineLines(machine)) console.log(line);
  console.log(`- Load: autocannon, one request in flight per connection, ${durationSeconds} s per step after ${warmUpSeconds} s of warm-up per document, on 127.0.0.1; connections ${connectionCounts.join(', ')}`);
  console.log('- Server: apps/server/src/main.ts in a child process (node --require tsx/cjs), embedded store (SQLite) on a fresh data folder, LOG_LEVEL=info, PDF off');
  console.log('\n## Inputs\n');
  console.log('| document | field tags | distinct fields | conditions | repeated rows | template | request body | aliases |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const { size, templates, data } of cases) {
    console.log(
      `| ${size.name} | ${size.fieldOccurrences} | ${size.distinctFields} | ${size.conditions} | ${size.repeatRows} | ${kib(templates.quire.byteLength)} | ${kib(Buffer.byteLength(generateBody(data)))} | ${Object.keys(data).length} |`,
    );
  }
  console.log('');

  const engineTimings = new Map<string, EngineTiming[]>(cases.map((benchmarkCase) => [benchmarkCase.size.name, []]));
  const timeEngines = async (label: string): Promise<void> => {
    for (const benchmarkCase of cases) {
      const paths = files.get(benchmarkCase.size.name);
      if (paths === undefined) continue;
      const iterations = Math.max(5, Math.ceil(benchmarkCase.size.iterations / ENGINE_ROUNDS));
      process.stdout.write(`engine alone (${label}) on the ${benchmarkCase.size.name}: ≥ ${benchmarkCase.size.warmUp} warm-up renders and ≥ ${ENGINE_WARM_UP_MS} ms + ${iterations} timed renders… `);
      const timing = await timeEngine({ ...paths, warmUp: benchmarkCase.size.warmUp, warmUpMs: ENGINE_WARM_UP_MS, iterations });
      console.log(timing.kind === 'measured' ? `(${timing.warmUpRenders} warm-up renders) median ${[...timing.durations].sort((a, b) => a - b)[timing.durations.length >> 1]?.toFixed(2) ?? '?'} ms` : `FAILED: ${timing.reason}`);
      if (timing.kind === 'failed') throw new Error(`the engine failed on the ${timing.size}: ${timing.reason}`);
      engineTimings.get(benchmarkCase.size.name)?.push(timing);
    }
  };

  await timeEngines('before the load');
  if (cpuProfile) {
    rmSync(PROFILES, { recursive: true, force: true });
    mkdirSync(PROFILES, { recursive: true });
  }
  const steps: Step[] = [];
  const referenceSteps: Step[] = [];
  let serverPeakRssMiB = Number.NaN;
  for (const threads of threadSettings) {
    const server = await startServerProcess({
      nodeFlags: cpuProfile && threads === threadSettings[threadSettings.length - 1] ? ['--cpu-prof', `--cpu-prof-dir=${PROFILES}`] : [],
      env: threads === 'pool' ? {} : { ENGINE_THREADS: threads },
    });
    await withServer(server, async () => {
      console.log(`\nserver with ENGINE_THREADS=${threads === 'pool' ? '(default)' : threads} started at ${server.url} (pid ${server.pid})`);
      const declared = new Set<string>();
      const templateIds: string[] = [];
      for (const benchmarkCase of cases) {
        const name = benchmarkCase.size.name;
        const id = await prepareTemplate(server, benchmarkCase, declared);
        templateIds.push(id);
        const request = { method: 'POST' as const, path: generatePath(id), apiKey: server.apiKey, body: generateBody(benchmarkCase.data) };
        if (warmUpSeconds > 0) {
          const warm = await runLoad({ url: server.url, ...request, connections: 4, durationSeconds: warmUpSeconds });
          console.log(`  warm-up: ${warm.ok} requests at 4 connections, ${warm.errors + warm.non2xx} errors`);
        }
        for (const connections of connectionCounts) {
          await sleep(300);
          process.stdout.write(`  ${name} at ${connections} connection${connections === 1 ? '' : 's'} for ${durationSeconds} s… `);
          const step = await measureStep(server, name, threads, GENERATE_ROUTE, { ...request, connections, durationSeconds });
          console.log(stepLine(step));
          steps.push(step);
        }
      }
      const [referenceTemplate] = templateIds;
      if (withReference && threads === 'pool' && referenceTemplate !== undefined) referenceSteps.push(...(await measureReferences(server, referenceTemplate, durationSeconds)));
      serverPeakRssMiB = Math.max(Number.isNaN(serverPeakRssMiB) ? 0 : serverPeakRssMiB, server.usage().peakRssMiB);
    });
  }
  let mixed: MixedLoad | undefined;
  if (withMixed) {
    const server = await startServerProcess({ nodeFlags: [] });
    await withServer(server, async () => {
      console.log(`\nmixed load: server with the default pool at ${server.url}`);
      mixed = await runMixedLoad(server, { heavy: caseNamed('book'), letter: caseNamed('letter'), heavyConnections: 2, letterConnections: 8, durationSeconds, warmUpSeconds: Math.max(1, warmUpSeconds) });
      for (const line of mixedLines(mixed)) console.log(line);
    });
  }
  await timeEngines('after the load');

  const engines = cases
    .map((benchmarkCase) =>
      summariseEngine(
        benchmarkCase.size.name,
        (engineTimings.get(benchmarkCase.size.name) ?? []).filter((timing): timing is Extract<EngineTiming, { kind: 'measured' }> => timing.kind === 'measured'),
      ),
    )
    .filter((engine): engine is EngineSummary => engine !== undefined);
  const verdicts = [...targetVerdicts(steps.filter((step) => step.threads === threadSettings[threadSettings.length - 1]), engines), ...poolVerdicts(steps, mixed)];

  console.log('\n## Quire\'s engine alone (same template and data, no server)\n');
  for (const line of engineTable(engines)) console.log(line);
  console.log('\n## Results\n');
  for (const line of stepTable(steps, engines)) console.log(line);
  console.log('\n## The pool against one engine thread, same run\n');
  for (const line of poolTable(steps)) console.log(line);
  if (mixed !== undefined) {
    console.log(`\n## Mixed load: another tenant's letters beside the ${mixed.heavyDocument}\n`);
    for (const line of mixedLines(mixed)) console.log(line);
  }
  if (referenceSteps.length > 0) {
    console.log(`\n## For reference: routes that do less, at ${REFERENCE_CONNECTIONS} connections\n`);
    for (const line of referenceTable(referenceSteps)) console.log(line);
  }
  console.log(`\nServer peak RSS: ${serverPeakRssMiB.toFixed(0)} MiB. Load average at the end: ${describeMachine(new Date()).loadAverage.join(' / ')}.`);
  console.log('\n## Bars (docs/performance.md)\n');
  for (const line of targetLines(verdicts)) console.log(line);
  const [profile] = cpuProfile ? readdirSync(PROFILES).filter((name) => name.endsWith('.cpuprofile')) : [];
  if (profile !== undefined) {
    console.log(`\n## Where the server's time went (--cpu-prof)\n`);
    for (const line of summariseProfile(path.join(PROFILES, profile))) console.log(line);
    console.log(`\nThe profile: ${path.relative(process.cwd(), path.join(PROFILES, profile))} (open it in Chrome DevTools → Performance).`);
  }

  mkdirSync(OUT, { recursive: true });
  const report = {
    machine,
    finishedAt: new Date().toISOString(),
    loadAverageAtEnd: describeMachine(new Date()).loadAverage,
    options: { documents, connectionCounts, durationSeconds, warmUpSeconds, threadSettings, withMixed, withReference, cpuProfile },
    inputs: cases.map(({ size, templates, data }) => ({ size, templateBytes: templates.quire.byteLength, bodyBytes: Buffer.byteLength(generateBody(data)) })),
    engines,
    engineTimings: Object.fromEntries(engineTimings),
    steps,
    referenceSteps,
    mixed,
    serverPeakRssMiB,
    targets: verdicts,
  };
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(OUT, `http-${stamp}.json`), JSON.stringify(report, null, 2));
  writeFileSync(path.join(OUT, 'http-latest.json'), JSON.stringify(report, null, 2));
  console.log(`\nResults written to bench/out/http-${stamp}.json`);
  if (verdicts.some((verdict) => verdict.met === false && verdict.target === 'no errors')) process.exitCode = 1;
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
