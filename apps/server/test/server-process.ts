import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { processTreeUsage, type ProcessUsage } from './process-usage';

export type { ProcessUsage } from './process-usage';

const REPO = path.join(__dirname, '..', '..', '..');
const MAIN = path.join(REPO, 'apps', 'server', 'src', 'main.ts');
/** A primary and its HTTP processes each load the code (WEB_CONCURRENCY): minutes on a busy machine. */
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 15_000;

/** One line of the server's request log (log-requests.ts), as far as the benchmark reads it. */
/** A request log line of the measured route: its status, `ms`, and for a generation the engine's part of it, `renderMs`. */
export type RequestLogLine = { readonly status: number; readonly ms: number; readonly renderMs: number | undefined };

export type ServerProcess = {
  readonly url: string;
  readonly apiKey: string;
  readonly pid: number;
  readonly dataDir: string;
  /** From now on, request-log lines of the route (its pattern, e.g. `/v1/FormTemplates/:id/Generate`) go to a new list, which this answers. */
  readonly collectRequestLog: (route: string) => RequestLogLine[];
  readonly usage: () => ProcessUsage;
  /** Lines that were neither JSON nor the bootstrap key (kept to explain a failure). */
  readonly strayOutput: () => ReadonlyArray<string>;
  readonly stop: () => Promise<void>;
};

export type ServerProcessOptions = {
  /** Extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=…`. */
  readonly nodeFlags: ReadonlyArray<string>;
  /** Settings over the defaults below (e.g. `ENGINE_THREADS`). */
  readonly env?: Readonly<Record<string, string>>;
  /** Every line the server prints goes here too (a test reads the log for what must never be in it). */
  readonly onLine?: (line: string) => void;
  /** Another checkout's server instead of this one's (a benchmark compares two trees in one run). */
  readonly repo?: string;
  /** A key of the store the server joins (a second server on one database prints none of its own). */
  readonly apiKey?: string;
};

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * Starts `apps/server/src/main.ts` in a child process of its own (`node --require tsx/cjs`) on a
 * fresh data folder (the embedded store), on a port the system picks, logging at `info` so that
 * its request log gives the server-side time of every request. PDF workers and sweeps are off:
 * the benchmark and the hostile-input suite ask for .docx only, and nothing else should compete
 * for the CPU. A process of its own, because what is measured is the whole server: its memory,
 * its event loop, and whether it survives.
 */
export const startServerProcess = async (options: ServerProcessOptions): Promise<ServerProcess> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quire-server-process-'));
  const repo = options.repo ?? REPO;
  const child = spawn(process.execPath, [...options.nodeFlags, '--require', 'tsx/cjs', options.repo === undefined ? MAIN : path.join(repo, 'apps', 'server', 'src', 'main.ts')], {
    cwd: repo,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SOFFICE_PATH: path.join(dataDir, 'no-soffice'),
      PDF_POOL_SIZE: '1',
      SWEEP_INTERVAL_MS: '0',
      // The limiter runs on every request (its cost is measured) but never refuses one: capacity is what is measured.
      RATE_LIMIT_PER_SECOND: '1000000',
      // A bucket holds at most the burst: as large, so two processes' leases never find it empty.
      RATE_LIMIT_BURST: '1000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process did not start');
  // Never leave the server behind, whatever ends this process.
  const killOnExit = (): void => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  let apiKey: string | undefined = options.apiKey;
  let url: string | undefined;
  let collected: { readonly route: string; readonly lines: RequestLogLine[] } = { route: '', lines: [] };
  const stray: string[] = [];
  const remember = (line: string): void => {
    stray.push(line);
    if (stray.length > 50) stray.shift();
  };
  let announced: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (announced = resolve));

  createInterface({ input: child.stdout }).on('line', (line) => {
    options.onLine?.(line);
    if (line.startsWith('{')) {
      // Only the lines of the route measured are parsed in full: the parent shares the CPU with the server.
      if (collected.route !== '' && line.includes(`"route":"${collected.route}"`)) {
        const entry = JSON.parse(line) as { status?: unknown; ms?: unknown; renderMs?: unknown };
        if (typeof entry.ms === 'number' && typeof entry.status === 'number') {
          collected.lines.push({ status: entry.status, ms: entry.ms, renderMs: typeof entry.renderMs === 'number' ? entry.renderMs : undefined });
        }
      } else if (url === undefined && line.includes('"listening"')) {
        const entry = JSON.parse(line) as { url?: unknown };
        if (typeof entry.url === 'string') {
          url = entry.url;
          announced();
        }
      } else if (line.includes('"level":50') || line.includes('"level":60')) remember(line);
      return;
    }
    const key = /^Bootstrap API key: (\S+)$/.exec(line);
    if (key !== null) apiKey = key[1];
    else remember(line);
  });
  createInterface({ input: child.stderr }).on('line', (line) => {
    options.onLine?.(line);
    remember(line);
  });

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    process.removeListener('exit', killOnExit);
    rmSync(dataDir, { recursive: true, force: true });
  };

  let timer: NodeJS.Timeout | undefined;
  const started = await Promise.race([
    ready.then(() => 'ready' as const),
    exited(child).then(() => 'exited' as const),
    new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), START_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (started !== 'ready' || url === undefined || apiKey === undefined) {
    await stop();
    throw new Error(`the server did not start (${started === 'ready' ? 'no bootstrap key printed' : started}):\n${stray.join('\n')}`);
  }
  const listening = url;
  const key = apiKey;
  return {
    url: listening,
    apiKey: key,
    pid,
    dataDir,
    collectRequestLog: (route) => {
      collected = { route, lines: [] };
      return collected.lines;
    },
    usage: () => processTreeUsage(pid),
    strayOutput: () => stray,
    stop,
  };
};

const CLI = path.join(REPO, 'apps', 'cli', 'src', 'main.ts');

const quire = (dataDir: string, args: ReadonlyArray<string>): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(process.execPath, ['--require', 'tsx/cjs', CLI, ...args], { cwd: REPO, env: { ...process.env, DATA_DIR: dataDir } }, (error, stdout, stderr) => {
      if (error !== null) reject(new Error(`quire ${args.slice(0, 2).join(' ')} failed: ${stderr.trim() || error.message}`));
      else resolve(stdout.trim());
    });
  });

/** A second tenant on the running server's store, made as an administrator would (the `quire` CLI): answers its first key. */
export const createTenantKey = async (server: Pick<ServerProcess, 'dataDir'>, name: string): Promise<string> => {
  const tenant = await quire(server.dataDir, ['tenants', 'create', '--name', name]);
  const user = await quire(server.dataDir, ['users', 'create', '--tenant', tenant, '--email', `admin@${tenant.toLowerCase()}.test`, '--name', `${name} admin`]);
  return quire(server.dataDir, ['keys', 'create', '--tenant', tenant, '--user', user, '--name', `${name} key`]);
};
