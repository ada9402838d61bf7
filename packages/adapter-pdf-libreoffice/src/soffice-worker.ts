import type { ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PdfError } from '@quire/ports/documents/pdf-converter';
import * as E from 'fp-ts/Either';
import { firstFileIn } from './first-file-in';
import { ipcPipePath } from './ipc-pipe-path';
import { killProcessGroup } from './live-process-groups';
import { conversionFailed, pdfTimeout } from './pdf-errors';
import { type ConvertOptions, convertToArgument, selectPdfVersion } from './pdf-export-filter';
import { type SofficeProcessOptions, spawnSoffice } from './spawn-soffice';
import { refreshedConversionUrl, workerMacroUrl, writeWorkerProfile } from './worker-profile';
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
 * One warm soffice, in a process group of its own, with a private profile, kept running by the worker
 * macro (worker-macro.ts). Each conversion is handed to it by a short-lived second soffice on the same
 * profile (`--convert-to`), which LibreOffice forwards over its per-profile IPC pipe to the warm one.
 */
export class SofficeWorker implements PoolWorker {
  private running = true;
  private output = '';
  private sinceJob = '';
  readonly exited: Promise<void>;

  /** The profile of the soffice that converts with the fields refreshed: made on first use, beside the warm one's. */
  private refreshProfile: Promise<string> | undefined;

  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    private readonly processOptions: SofficeProcessOptions,
    private readonly templateProfileDir: string,
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
      this.sinceJob = (this.sinceJob + chunk.toString('utf8')).slice(-outputTailLength);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  /** Starts soffice and waits until its macro says it is ready; Left with the reason when it does not get there. */
  static async start(options: SofficeWorkerOptions): Promise<E.Either<string, SofficeWorker>> {
    const profile = path.join(options.dir, 'profile');
    const jobs = path.join(options.dir, 'jobs');
    const tmp = path.join(options.dir, 'tmp');
    await Promise.all([jobs, tmp].map((dir) => mkdir(dir, { recursive: true, mode: 0o700 })));
    await writeWorkerProfile(options.templateProfileDir, profile);
    const processOptions: SofficeProcessOptions = {
      sofficePath: options.sofficePath,
      profileDir: profile,
      cwd: options.dir,
      home: options.home,
      tmpDir: tmp,
      env: { QUIRE_PDF_JOBS: jobs },
    };
    const child = spawnSoffice(processOptions, [workerMacroUrl]);
    const worker = new SofficeWorker(child, options.dir, processOptions, options.templateProfileDir);
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

  async convert(docx: Uint8Array, timeoutMs: number, options: ConvertOptions = {}): Promise<E.Either<PdfError, Uint8Array>> {
    if (!this.running) return E.left(conversionFailed('LibreOffice stopped before the conversion'));
    const jobs = path.join(this.dir, 'jobs');
    const input = path.join(jobs, 'job.docx');
    const output = path.join(jobs, 'job.pdf');
    const failed = path.join(jobs, 'job.pdf.failed');
    const timeout = delay(timeoutMs);
    let client: ChildProcess | undefined;
    try {
      await writeFile(input, docx, { mode: 0o600 });
      this.sinceJob = '';
      // A second soffice on the same profile hands the conversion to the warm one and waits until it is
      // done. With the fields refreshed, a soffice of its own (its own profile: the warm one runs no
      // macro handed over to it) runs the worker macro's ConvertRefreshed, and the PDF (or the
      // macro's `.failed`) appearing says the work is done. PDF/A and tags are options of the export
      // filter either way (pdf-export-filter.ts).
      const refresh = options.refreshFields === true;
      client = refresh
        ? spawnSoffice({ ...this.processOptions, profileDir: await this.refreshProfileDir() }, [
            refreshedConversionUrl(pathToFileURL(input).href, pathToFileURL(output).href, { pdfVersion: selectPdfVersion(options), tagged: options.tagged === true }),
          ])
        : spawnSoffice(this.processOptions, ['--infilter=MS Word 2007 XML', '--convert-to', convertToArgument(options), '--outdir', jobs, input]);
      const exited = new Promise<'finished'>((resolve) => {
        client?.once('exit', () => resolve('finished'));
        client?.once('error', () => resolve('finished'));
      });
      const finished = refresh ? firstFileIn(jobs, ['job.pdf', 'job.pdf.failed'], exited).then(() => 'finished' as const) : exited;
      // The client answers even when the warm soffice dies: it then stops (or, had the warm one died
      // before it connected, converts by itself), so only the time limit needs racing.
      const outcome = await Promise.race([finished, timeout.promise.then(() => 'timeout' as const)]);
      if (outcome === 'timeout') {
        // The client soffice writes into the same profile: kill it before the worker's folder goes.
        if (client.pid !== undefined) killProcessGroup(client.pid);
        await this.stop().catch(() => undefined); // a folder left behind is not the caller's problem: it asked for a time limit
        return E.left(pdfTimeout(timeoutMs));
      }
      const bytes = await readFile(output).then(
        (b) => new Uint8Array(b),
        () => undefined,
      );
      if (bytes === undefined) {
        // When soffice died, its exit may be reported just after the client's.
        const grace = delay(200);
        await Promise.race([this.exited, grace.promise]);
        grace.cancel();
      }
      if (bytes === undefined && !this.running) return E.left(conversionFailed('LibreOffice stopped during the conversion'));
      if (bytes === undefined) {
        const said = this.sinceJob.split('\n').find((line) => line.startsWith('Error:'));
        return E.left(conversionFailed(`LibreOffice could not convert the document${said === undefined ? '' : ` (${said.trim()})`}`));
      }
      return isPdf(bytes) ? E.right(bytes) : E.left(conversionFailed('LibreOffice answered something that is not a PDF'));
    } catch (e) {
      return E.left(conversionFailed(`the conversion could not be run: ${String(e)}`));
    } finally {
      timeout.cancel();
      if (client?.pid !== undefined) killProcessGroup(client.pid);
      await Promise.all([input, output, failed].map((file) => rm(file, { force: true })));
    }
  }

  private refreshProfileDir(): Promise<string> {
    const profile = path.join(this.dir, 'refresh-profile');
    this.refreshProfile ??= writeWorkerProfile(this.templateProfileDir, profile).then(() => profile);
    return this.refreshProfile;
  }

  async stop(): Promise<void> {
    if (this.child.pid !== undefined) killProcessGroup(this.child.pid);
    await this.exited;
    const pipe = ipcPipePath(pathToFileURL(this.processOptions.profileDir).href, process.getuid?.() ?? 0);
    // Processes killed a moment ago may still be closing files in the folder: retry ENOTEMPTY/EBUSY.
    await Promise.all([rm(this.dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }), rm(pipe, { force: true })]);
  }
}
