import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';

/*
 * The server as an operator starts it: `npm start` (TypeScript through tsx, the embedded store) and
 * `npm run start:prod` after `npm run build` (compiled JavaScript, plain node; ADR 0063). Stopping
 * `npm start` — SIGTERM to npm, or Ctrl-C, which is SIGINT to the terminal's process group — stops
 * the node server and its LibreOffice workers: the port is free and no soffice is left.
 */
const REPO = path.join(__dirname, '..', '..', '..');
const STOP_WITHIN_MS = 10_000;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Processes whose command line names `marker` (the soffice workers name their profile, under our TMPDIR). */
const processesNaming = (marker: string): string[] =>
  execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(marker) && !line.includes('ps -eo'));

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

type Started = { readonly child: ChildProcess; readonly port: number; readonly tmp: string; readonly lines: string[]; readonly apiKey: () => string | undefined };

/** `npm run <script>` in a process group of its own, on a fresh data folder and temp folder; resolves once the PDF workers are warm. */
const startScript = async (script: string, env: Record<string, string> = {}): Promise<Started> => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'quire-npm-script-'));
  const port = await freePort();
  const child = spawn('npm', ['run', script], {
    cwd: REPO,
    detached: true,
    env: { ...process.env, DATA_DIR: path.join(tmp, 'data'), TMPDIR: tmp, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', PDF_POOL_SIZE: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let key: string | undefined;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    key ??= /^Bootstrap API key: (\S+)$/.exec(line)?.[1];
  });
  createInterface({ input: child.stderr! }).on('line', (line) => lines.push(line));
  await waitFor(`npm run ${script} to listen with warm PDF workers (output: ${lines.slice(-5).join(' | ')})`, () => lines.some((line) => line.includes('PDF workers warm')), 180_000);
  return { child, port, tmp, lines, apiKey: () => key };
};

const cleanUp = (started: Started | undefined): void => {
  if (started === undefined) return;
  try {
    if (started.child.pid !== undefined) process.kill(-started.child.pid, 'SIGKILL');
  } catch {
    // the group is gone: nothing left to stop
  }
  processesNaming(started.tmp).forEach((line) => {
    const pid = Number(line.trim().split(/\s+/)[0]);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  });
  rmSync(started.tmp, { recursive: true, force: true });
};

const expectAllStopped = async (started: Started): Promise<void> => {
  await waitFor('the port to be free and every soffice to stop', async () => !(await accepts(started.port)) && processesNaming(started.tmp).length === 0, STOP_WITHIN_MS);
  expect(await accepts(started.port)).toBe(false);
  expect(processesNaming(started.tmp)).toEqual([]);
};

describe('npm start', () => {
  let started: Started | undefined;
  afterEach(() => cleanUp(started));

  it('stops everything on SIGTERM to npm: the node server and the LibreOffice workers, within 10 s', async () => {
    started = await startScript('start');
    expect(started.lines).toContain(`Web console: http://127.0.0.1:${started.port}/console/`);
    expect(processesNaming(started.tmp).filter((line) => line.includes('soffice')).length).toBeGreaterThan(0);
    expect(await accepts(started.port)).toBe(true);
    started.child.kill('SIGTERM');
    await expectAllStopped(started);
    expect(started.lines.some((line) => line.includes('shutting down'))).toBe(true);
  }, 240_000);

  it('stops everything on Ctrl-C (SIGINT to the process group)', async () => {
    started = await startScript('start');
    process.kill(-(started.child.pid ?? 0), 'SIGINT');
    await expectAllStopped(started);
  }, 240_000);
});

describe('npm run start:prod after npm run build (the compiled server)', () => {
  let started: Started | undefined;
  afterEach(() => cleanUp(started));

  it('runs on plain node, answers /healthz, generates a document on the engine pool, and stops on SIGTERM', async () => {
    await promisify(execFile)('npm', ['run', 'build', '-w', '@quire/server'], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 });
    started = await startScript('start:prod', { WEB_CONCURRENCY: '2' });
    // The primary and its two HTTP processes, all plain node: nothing of tsx is mapped into any of them.
    const server = processesNaming('apps/server/dist/main.js');
    expect(server.length).toBe(3);
    for (const line of server) {
      expect(line).not.toMatch(/tsx/);
      expect(readFileSync(`/proc/${Number(line.trim().split(/\s+/)[0])}/maps`, 'utf8')).not.toContain('tsx');
    }
    expect(started.lines.join('\n')).not.toMatch(/tsx/);

    const base = `http://127.0.0.1:${started.port}`;
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(started.lines).toContain(`Web console: ${base}/console/`);
    expect((await fetch(`${base}/console/`)).status).toBe(200);

    const headers = { Authorization: `Bearer ${started.apiKey() ?? ''}` };
    const letter = readFileSync(path.join(REPO, 'packages', 'docx-engine', 'examples', 'letter.docx'));
    const upload = await fetch(`${base}/v1/FormTemplates?name=Letter`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      body: letter,
    });
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: string };
    const generated = await fetch(`${base}/v1/FormTemplates/${id}/Generate`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { client_name: 'Ada' }, format: 'pdf' }),
    });
    expect(generated.status).toBe(200);
    expect(Buffer.from(await generated.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    started.child.kill('SIGTERM');
    await expectAllStopped(started);
  }, 300_000);
});
