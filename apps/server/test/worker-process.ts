import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const REPO = path.join(__dirname, '..', '..', '..');
const CLI = path.join(REPO, 'apps', 'cli', 'src', 'main.ts');

export type WorkerProcess = {
  readonly pid: number;
  readonly child: ChildProcess;
  /** Waits until the worker says it started. */
  readonly started: Promise<void>;
  readonly lines: ReadonlyArray<string>;
  /** SIGTERM, and waits for the exit. */
  readonly stop: () => Promise<void>;
  /** SIGKILL: the process dies at once, whatever it holds. */
  readonly kill: () => Promise<void>;
  /** SIGSTOP: the process does nothing more (until `thaw`), so what it holds stays as it is. */
  readonly freeze: () => void;
  /** SIGCONT after `freeze`. */
  readonly thaw: () => void;
};

/** `quire worker` in its own process, on the settings given (DATABASE_URL, REDIS_URL, BLOB_DIR...); `started` fails past `startTimeoutMs` (60 s). */
export const startWorkerProcess = (env: Readonly<Record<string, string>>, startTimeoutMs = 60_000): WorkerProcess => {
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', CLI, 'worker'], {
    cwd: REPO,
    env: { ...process.env, LOG_LEVEL: 'info', SWEEP_INTERVAL_MS: '0', SOFFICE_PATH: '/nonexistent/soffice', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start: ${lines.join('\n')}`)), startTimeoutMs);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (line.includes('worker started')) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    void exited.then(() => reject(new Error(`worker exited: ${lines.join('\n')}`)));
  });
  started.catch(() => undefined);
  return {
    pid: child.pid ?? -1,
    child,
    started,
    lines,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
  };
};
