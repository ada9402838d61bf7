import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const REPO = path.join(__dirname, '..', '..', '..');
const MAIN = path.join(REPO, 'apps', 'server', 'src', 'main.ts');
// A start takes 10-15 s on an idle 2-core machine and was measured at 73 s under a load of 40: the margin is for the loaded one.
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

/** One line of the server's request log (log-requests.ts), as far as the benchmark reads it. */
/** A request log line of the measured route: its status, `ms`, and for a generation the engine's part of it, `renderMs`. */
export type RequestLogLine = { readonly status: number; readonly ms: number; readonly renderMs: number | undefined };

/** CPU time the whole process (every thread) has used so far, and its memory. */
export type ProcessUsage = {
  readonly cpuMs: number;
  /** CPU time of the main thread alone (the event loop that serves HTTP): /proc/<pid>/task/<pid>/stat. */
  readonly mainThreadCpuMs: number;
  /** Of it, time in the kernel (on loopback the sender's system calls also run the receiving side of TCP). */
  readonly systemCpuMs: number;
  readonly rssMiB: number;
  readonly peakRssMiB: number;
};

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
};

const clockTicksPerSecond = ((): number => {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
})();

const kibOfStatus = (status: string, field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);

/** utime and stime (clock ticks) of a /proc stat file. */
const cpuTicksOf = (file: string): { user: number; system: number } => {
  const stat = readFileSync(file, 'utf8');
  // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]), system: Number(fields[12]) };
};

/** utime + stime of /proc/<pid>/stat (every thread) and of its main thread, and VmRSS / VmHWM of /proc/<pid>/status. Linux only; NaN elsewhere. */
const usageOf = (pid: number): ProcessUsage => {
  try {
    const { user, system } = cpuTicksOf(`/proc/${pid}/stat`);
    const main = cpuTicksOf(`/proc/${pid}/task/${pid}/stat`);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return {
      cpuMs: ((user + system) * 1000) / clockTicksPerSecond,
      mainThreadCpuMs: ((main.user + main.system) * 1000) / clockTicksPerSecond,
      systemCpuMs: (system * 1000) / clockTicksPerSecond,
      rssMiB: kibOfStatus(status, 'VmRSS') / 1024, peakRssMiB: kibOfStatus(status, 'VmHWM') / 1024 };
  } catch {
    return { cpuMs: Number.NaN, mainThreadCpuMs: Number.NaN, systemCpuMs: Number.NaN, rssMiB: Number.NaN, peakRssMiB: Number.NaN };
  }
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
  const child = spawn(process.execPath, [...options.nodeFlags, '--require', 'tsx/cjs', MAIN], {
    cwd: REPO,
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

  let apiKey: string | undefined;
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
    usage: () => usageOf(pid),
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
