import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeMachine } from '../engine/measure/machine';
import { machineLines } from '../engine/report';
import { buildBenchmarkCase, type BenchmarkCase } from '../engine/template/benchmark-case';
import { DOCUMENT_SIZES } from '../engine/template/document-size';
import type { EngineTiming, EngineTimingRequest } from './engine/engine-timing';
import { timeEngine } from './engine/time-engine';
import type { LoadRequest } from './load';
import { summariseProfile } from './profile-summary';
import { type LoadClient, loadWith, measureStep, type Step } from './measure-step';
import { generateBody, generateOnce, generatePath } from './quire-api';
import { beforeAfterTable, leanVerdicts, processesTable, referenceRatioTable } from './comparison-report';
import { type ReferenceProcess, startReferenceProcess } from './reference/reference-process';
import { kib, prepareTemplate } from './prepare-template';
import { runMixedLoad, type MixedLoad } from './mixed-load';
import { mixedLines, poolTable, poolVerdicts } from './pool-report';
import { engineTable, referenceTable, stepLine, stepTable, summariseEngine, targetLines, targetVerdicts, type EngineSummary } from './report';
import { startServerProcess, type ServerProcess } from '@quire/server/test/server-process';

/*
 * npm run bench:http [-- --documents=letter,contract] [--connections=1,2,4,8,16,32,64] [--duration=5]
 *                     [--warm-up=3] [--threads=0,pool] [--processes=1,2] [--before=DIR] [--client=node]
 *                     [--no-mixed] [--no-reference] [--cpu-prof]
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
 *
 * The reference server (reference/reference-server.ts: node:http that checks the bearer header,
 * parses the JSON body and answers the same .docx) is loaded by the same client right after each
 * letter step. `--processes` runs the whole load once per WEB_CONCURRENCY; `--before=DIR` starts
 * another checkout's server beside this one's and measures them in turn, step by step;
 * `--client=node` drives the load with node's http client instead of autocannon.
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

/** Runs the work against the servers and stops them whatever happens (Ctrl-C included). */
const withServers = async (servers: ReadonlyArray<ServerProcess>, work: () => Promise<void>): Promise<void> => {
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const interrupted = (): void => {
    console.log('\ninterrupted: stopping the servers');
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  try {
    await work();
  } finally {
    process.removeListener('SIGINT', interrupted);
    await stopAll();
  }
};

/** A checkout whose server is measured: this one, or another (`--before=DIR`) measured in turn with it. */
type Tree = { readonly label: string; readonly repo: string | undefined };

/** Routes that do less than a generation, at the same load: what HTTP and an authenticated read cost alone. */
const measureReferences = async (server: ServerProcess, templateId: string, durationSeconds: number, client: LoadClient): Promise<Step[]> => {
  const references = [
    { name: 'GET /healthz', route: '/healthz', path: '/healthz', apiKey: undefined },
    { name: 'GET /v1/FormTemplates/:id', route: '/v1/FormTemplates/:id', path: `/v1/FormTemplates/${encodeURIComponent(templateId)}`, apiKey: server.apiKey },
  ];
  const steps: Step[] = [];
  for (const reference of references) {
    await sleep(300);
    process.stdout.write(`  ${reference.name} at ${REFERENCE_CONNECTIONS} connections for ${durationSeconds} s… `);
    const step = await measureStep(server, { document: reference.name, threads: 'pool', tree: 'this', processes: 'default', client }, reference.route, { method: 'GET', path: reference.path, apiKey: reference.apiKey, body: undefined, connections: REFERENCE_CONNECTIONS, durationSeconds });
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
  const processSettings = option('processes')?.split(',') ?? ['default'];
  if (processSettings.some((processes) => processes !== 'default' && !/^\d+$/.test(processes))) throw new Error('--processes takes whole numbers (WEB_CONCURRENCY) and `default`, e.g. 1,2');
  const client = (option('client') ?? 'autocannon') as LoadClient;
  if (client !== 'autocannon' && client !== 'node') throw new Error('--client is autocannon (the default) or node');
  const before = option('before');
  const trees: ReadonlyArray<Tree> = [...(before === undefined ? [] : [{ label: 'before', repo: path.resolve(before) }]), { label: 'this', repo: undefined }];
  if (threadSettings.some((threads) => threads !== 'pool' && !/^\d+$/.test(threads))) throw new Error('--threads takes whole numbers and `pool` (the default), e.g. 0,pool');
  const cases = DOCUMENT_SIZES.filter((size) => documents.includes(size.name)).map((size) => buildBenchmarkCase(size));
  if (cases.length === 0) throw new Error(`--documents takes ${DOCUMENTS.join(', ')} (or book)`);
  const files = new Map(cases.map((benchmarkCase) => [benchmarkCase.size.name, writeCase(benchmarkCase)] as const));

  console.log('# Quire HTTP benchmark\n');
  for (const line of machineLines(machine)) console.log(line);
  console.log(`- Load: ${client === 'node' ? "node's http client" : 'autocannon'}, one request in flight per connection, ${durationSeconds} s per step after ${warmUpSeconds} s of warm-up per document, on 127.0.0.1; connections ${connectionCounts.join(', ')}`);
  console.log('- Server: apps/server/src/main.ts in a child process (node --require tsx/cjs), embedded store (SQLite) on a fresh data folder, LOG_LEVEL=info, PDF off');
  if (before !== undefined) console.log(`- Two trees in turn, step by step: \`before\` (${path.resolve(before)}) and \`this\` (this checkout)`);
  if (withReference) console.log("- Reference: a node:http server in a process of its own that checks the bearer header, parses the JSON body and answers the same .docx, loaded by the same client right after each letter step");
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
  let reference: ReferenceProcess | undefined;
  const referenceFolder = mkdtempSync(path.join(os.tmpdir(), 'quire-bench-reference-'));
  let serverPeakRssMiB = Number.NaN;
  const lastThreads = threadSettings[threadSettings.length - 1];
  for (const threads of threadSettings) {
    for (const processes of processSettings) {
      const servers: Array<{ readonly tree: Tree; readonly process: ServerProcess }> = [];
      try {
        for (const tree of trees) {
          const profileDir = path.join(PROFILES, tree.label);
          const server = await startServerProcess({
            nodeFlags: cpuProfile && threads === lastThreads ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
            env: { ...(threads === 'pool' ? {} : { ENGINE_THREADS: threads }), ...(processes === 'default' ? {} : { WEB_CONCURRENCY: processes }) },
            ...(tree.repo === undefined ? {} : { repo: tree.repo }),
          });
          servers.push({ tree, process: server });
          console.log(`\nserver of ${tree.label} with ENGINE_THREADS=${threads === 'pool' ? '(default)' : threads}, WEB_CONCURRENCY=${processes === 'default' ? '(default)' : processes} started at ${server.url} (pid ${server.pid}, ${server.usage().processes} processes)`);
        }
        await withServers(servers.map((server) => server.process), async () => {
          const templateIds = new Map<ServerProcess, string[]>();
          const requests = new Map<ServerProcess, Map<string, Omit<LoadRequest, 'url' | 'connections' | 'durationSeconds'>>>();
          for (const { process: server } of servers) {
            const declared = new Set<string>();
            const byDocument = new Map<string, Omit<LoadRequest, 'url' | 'connections' | 'durationSeconds'>>();
            const ids: string[] = [];
            for (const benchmarkCase of cases) {
              const id = await prepareTemplate(server, benchmarkCase, declared);
              ids.push(id);
              const request = { method: 'POST' as const, path: generatePath(id), apiKey: server.apiKey, body: generateBody(benchmarkCase.data) };
              byDocument.set(benchmarkCase.size.name, request);
              if (withReference && reference === undefined && benchmarkCase.size.name === 'letter') {
                const answered = await generateOnce(server, id, request.body);
                reference = await startReferenceProcess(server.apiKey, answered.bytes, referenceFolder);
                console.log(`- the reference server (node:http, answering the same ${kib(answered.bytes.byteLength)} .docx) at ${reference.url} (pid ${reference.pid})`);
              }
            }
            templateIds.set(server, ids);
            requests.set(server, byDocument);
          }
          for (const benchmarkCase of cases) {
            const name = benchmarkCase.size.name;
            for (const { tree, process: server } of servers) {
              const request = requests.get(server)?.get(name);
              if (warmUpSeconds > 0 && request !== undefined) {
                const warm = await loadWith(client)({ url: server.url, ...request, connections: 4, durationSeconds: warmUpSeconds });
                console.log(`  warm-up (${tree.label}): ${warm.ok} requests at 4 connections, ${warm.errors + warm.non2xx} errors`);
              }
            }
            for (const connections of connectionCounts) {
              for (const { tree, process: server } of servers) {
                const request = requests.get(server)?.get(name);
                if (request === undefined) continue;
                await sleep(300);
                process.stdout.write(`  ${tree.label}: ${name} at ${connections} connection${connections === 1 ? '' : 's'} for ${durationSeconds} s… `);
                const step = await measureStep(server, { document: name, threads, tree: tree.label, processes, client }, GENERATE_ROUTE, { ...request, connections, durationSeconds });
                console.log(stepLine(step));
                steps.push(step);
              }
              const body = requests.get(servers[0]?.process as ServerProcess)?.get(name)?.body;
              if (reference !== undefined && name === 'letter' && body !== undefined) {
                await sleep(300);
                process.stdout.write(`  reference: ${name} at ${connections} connection${connections === 1 ? '' : 's'} for ${durationSeconds} s… `);
                const step = await measureStep(reference, { document: name, threads, tree: 'reference', processes, client }, GENERATE_ROUTE, {
                  method: 'POST',
                  path: '/',
                  apiKey: reference.apiKey,
                  body,
                  connections,
                  durationSeconds,
                });
                console.log(stepLine(step));
                steps.push(step);
              }
            }
          }
          const thisTree = servers.find((server) => server.tree.repo === undefined)?.process;
          const [referenceTemplate] = thisTree === undefined ? [] : (templateIds.get(thisTree) ?? []);
          if (withReference && threads === 'pool' && processes === processSettings[0] && thisTree !== undefined && referenceTemplate !== undefined) {
            referenceSteps.push(...(await measureReferences(thisTree, referenceTemplate, durationSeconds, client)));
          }
          for (const { process: server } of servers) serverPeakRssMiB = Math.max(Number.isNaN(serverPeakRssMiB) ? 0 : serverPeakRssMiB, server.usage().peakRssMiB);
        });
      } catch (error) {
        for (const { process: server } of servers) await server.stop();
        throw error;
      }
    }
  }
  await reference?.stop();
  rmSync(referenceFolder, { recursive: true, force: true });
  let mixed: MixedLoad | undefined;
  if (withMixed) {
    const server = await startServerProcess({ nodeFlags: [], env: processSettings[0] === 'default' ? {} : { WEB_CONCURRENCY: processSettings[0] ?? '' } });
    await withServers([server], async () => {
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
  const quireSteps = steps.filter((step) => step.tree === 'this');
  const verdicts = [
    ...targetVerdicts(quireSteps.filter((step) => step.threads === lastThreads && step.processes === processSettings[0]), engines),
    ...poolVerdicts(quireSteps.filter((step) => step.processes === processSettings[0]), mixed),
    ...leanVerdicts(steps, mixed),
  ];

  console.log('\n## Quire\'s engine alone (same template and data, no server)\n');
  for (const line of engineTable(engines)) console.log(line);
  console.log('\n## Results\n');
  for (const line of stepTable(steps, engines)) console.log(line);
  console.log('\n## The pool against one engine thread, same run\n');
  for (const line of poolTable(quireSteps)) console.log(line);
  for (const [title, lines] of [
    ['Quire against the reference server (node:http doing nothing), same client, same run', referenceRatioTable(steps)],
    ['Before and after, alternating in one run', beforeAfterTable(steps)],
    ['HTTP processes (WEB_CONCURRENCY) against one, same run', processesTable(quireSteps)],
  ] as const) {
    if (lines.length <= 2) continue;
    console.log(`\n## ${title}\n`);
    for (const line of lines) console.log(line);
  }
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
  for (const tree of cpuProfile ? trees : []) {
    const folder = path.join(PROFILES, tree.label);
    const profiles = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.cpuprofile')).map((name) => path.join(folder, name)) : [];
    if (profiles.length === 0) continue;
    console.log(`\n## Where the server's time went (--cpu-prof, ${tree.label}, ENGINE_THREADS=${lastThreads})\n`);
    for (const line of summariseProfile(profiles)) console.log(line);
    console.log(`\nThe profiles: ${path.relative(process.cwd(), folder)} (open one in Chrome DevTools → Performance).`);
  }

  mkdirSync(OUT, { recursive: true });
  const report = {
    machine,
    finishedAt: new Date().toISOString(),
    loadAverageAtEnd: describeMachine(new Date()).loadAverage,
    options: { documents, connectionCounts, durationSeconds, warmUpSeconds, threadSettings, processSettings, client, before, withMixed, withReference, cpuProfile },
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
