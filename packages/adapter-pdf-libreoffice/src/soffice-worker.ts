import type { ChildProcess } from 'node:child_process';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { PdfError } from '@quire/ports/pdf-converter';
import * as E from 'fp-ts/Either';
import { firstFileIn } from './first-file-in';
import { killProcessGroup } from './live-process-groups';
import { conversionFailed, pdfTimeout } from './pdf-errors';
import { spawnSoffice } from './spawn-soffice';
import { workerMacroUrl, writeWorkerProfile } from './worker-profile';
import type { PoolWorker } from './worker-pool';

export type SofficeWorkerOptions = {
  readonly sofficePath: string;
  /** An initialised profile (initialise-profile.ts) that the worker's own profile is copied from. */
  readonly templateProfileDir: string;
  /** A directory for this worker alone (created here, removed by `stop`): profile, jobs, temporary files. */
  readonly dir: string;
  /** HOME of soffice: shared by the workers of a pool (font and other caches), never the user's. */
  readonly home: string;
  readonly startTimeoutMs: number;
};

const outputTailLength = 2000;
const isPdf = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

const delay = (ms: number): { promise: Promise<void>; cancel: () => void } => {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
};

/**
 * One warm soffice, in a process group of its own, with a private profile, running the worker macro
 * (worker-macro.ts): it takes `jobs/job.docx` and answers `jobs/job.pdf` or `jobs/job.err`.
 */
export class SofficeWorker implements PoolWorker {
  private running = true;
  private output = '';
  readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
  ) {
    this.exited = new Promise((resolve) => {
      const done = (): void => {
        this.running = false;
        if (child.pid !== undefined) killProcessGroup(child.pid);
        resolve();
      };
      child.once('exit', done);
      child.once('error', (e) => {
        this.output += String(e);
        done();
      });
    });
    const keep = (chunk: Buffer): void => {
      this.output = (this.output + chunk.toString('utf8')).slice(-outputTailLength);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  /** Starts soffice and waits until its macro is ready for jobs; Left with the reason when it does not get there. */
  static async start(options: SofficeWorkerOptions): Promise<E.Either<string, SofficeWorker>> {
    const profile = path.join(options.dir, 'profile');
    const jobs = path.join(options.dir, 'jobs');
    const tmp = path.join(options.dir, 'tmp');
    await Promise.all([jobs, tmp].map((dir) => mkdir(dir, { recursive: true, mode: 0o700 })));
    await writeWorkerProfile(options.templateProfileDir, profile);
    const child = spawnSoffice(
      { sofficePath: options.sofficePath, profileDir: profile, cwd: options.dir, home: options.home, tmpDir: tmp, env: { QUIRE_PDF_JOBS: jobs } },
      [workerMacroUrl],
    );
    const worker = new SofficeWorker(child, options.dir);
    const timeout = delay(options.startTimeoutMs);
    const ready = await firstFileIn(jobs, ['ready'], Promise.race([worker.exited, timeout.promise]));
    timeout.cancel();
    if (ready !== undefined && worker.running) return E.right(worker);
    const why = worker.running ? `not ready after ${options.startTimeoutMs} ms` : 'it stopped while starting';
    const output = worker.output.trim();
    await worker.stop();
    return E.left(output === '' ? why : `${why}; its output: ${output}`);
  }

  get alive(): boolean {
    return this.running;
  }

  /** The id of the worker's process group (soffice and its children). */
  get processGroup(): number | undefined {
    return this.child.pid;
  }

  async convert(docx: Uint8Array, timeoutMs: number): Promise<E.Either<PdfError, Uint8Array>> {
    if (!this.running) return E.left(conversionFailed('LibreOffice stopped before the conversion'));
    const jobs = path.join(this.dir, 'jobs');
    const timeout = delay(timeoutMs);
    try {
      // Written under another name and renamed: the macro never sees half a document.
      await writeFile(path.join(jobs, 'job.tmp'), docx, { mode: 0o600 });
      await rename(path.join(jobs, 'job.tmp'), path.join(jobs, 'job.docx'));
      const stop = Promise.race([timeout.promise.then(() => 'timeout' as const), this.exited.then(() => 'exited' as const)]);
      const answer = await firstFileIn(jobs, ['job.pdf', 'job.err'], stop);
      if (answer === undefined) {
        if ((await stop) === 'timeout') {
          await this.stop();
          return E.left(pdfTimeout(timeoutMs));
        }
        return E.left(conversionFailed('LibreOffice stopped during the conversion'));
      }
      const file = path.join(jobs, answer);
      const bytes = new Uint8Array(await readFile(file));
      await unlink(file);
      if (answer === 'job.err') return E.left(conversionFailed(Buffer.from(bytes).toString('utf8').trim()));
      return isPdf(bytes) ? E.right(bytes) : E.left(conversionFailed('LibreOffice answered something that is not a PDF'));
    } catch (e) {
      return E.left(conversionFailed(`the conversion could not be run: ${String(e)}`));
    } finally {
      timeout.cancel();
    }
  }

  async stop(): Promise<void> {
    if (this.child.pid !== undefined) killProcessGroup(this.child.pid);
    await this.exited;
    await rm(this.dir, { recursive: true, force: true });
  }
}
