import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { PdfConverter, PdfConverterStatus, PdfConvertOptions, PdfError, PdfUnavailable } from '@quire/ports/documents/pdf-converter';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { findSoffice } from './find-soffice';
import { initialiseProfile } from './initialise-profile';
import { defaultLibreOfficePdfOptions, type LibreOfficePdfOptions } from './libreoffice-pdf-options';
import { conversionFailed, installHint, pdfUnavailable } from './pdf-errors';
import { SofficeWorker } from './soffice-worker';
import { WorkerPool } from './worker-pool';

const isZip = (bytes: Uint8Array): boolean => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * PdfConverter on a pool of warm soffice workers (ADR 0014). Constructing it starts nothing and never
 * fails: without LibreOffice every conversion answers PdfUnavailable. Workers start on the first
 * conversion or on `warmUp`, in a private directory made for this converter and removed by `close`.
 */
export class LibreOfficePdfConverter implements PdfConverter {
  private readonly settings: Required<Omit<LibreOfficePdfOptions, 'tempDir'>> & { readonly tempDir: string };
  private readonly soffice: O.Option<string>;
  private readonly pool: WorkerPool;
  private root: Promise<string> | undefined;
  private template: Promise<E.Either<string, string>> | undefined;
  private generation = 0;
  private readonly workers = new Map<number, SofficeWorker>();

  constructor(options: LibreOfficePdfOptions = {}, searchPath: string | undefined = process.env['PATH']) {
    this.settings = { ...defaultLibreOfficePdfOptions, tempDir: tmpdir(), ...options };
    const { poolSize, maxQueue, timeoutMs, startTimeoutMs, conversionsPerWorker } = this.settings;
    // Settings are decoded by the composition root; a bad one here is a programming error.
    const counts = { poolSize, timeoutMs, startTimeoutMs, conversionsPerWorker, maxQueue: maxQueue + 1 };
    Object.entries(counts).forEach(([name, value]) => {
      if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`LibreOfficePdfOptions.${name} must be a positive integer`);
    });
    this.soffice = findSoffice(this.settings.sofficePath, searchPath);
    this.pool = new WorkerPool((slot) => this.startWorker(slot), {
      size: this.settings.poolSize,
      maxQueue: this.settings.maxQueue,
      conversionsPerWorker: this.settings.conversionsPerWorker,
    });
  }

  available(): boolean {
    return O.isSome(this.soffice);
  }

  status(): PdfConverterStatus {
    if (O.isNone(this.soffice)) return { _tag: 'Unavailable', message: this.unavailable().message };
    const { pool } = this;
    return { _tag: 'Available', idle: pool.count('idle'), busy: pool.count('busy'), starting: pool.count('starting'), queued: pool.queued };
  }

  convert(docx: Uint8Array, options: PdfConvertOptions = {}): TE.TaskEither<PdfError, Uint8Array> {
    return async () => {
      if (O.isNone(this.soffice)) return E.left(this.unavailable());
      if (!isZip(docx)) return E.left(conversionFailed('the document is not a .docx (zip) file'));
      const { timeoutMs, ...asked } = options;
      return this.pool.submit(docx, timeoutMs ?? this.settings.timeoutMs, asked);
    };
  }

  warmUp(): TE.TaskEither<PdfUnavailable, void> {
    return async () => (O.isNone(this.soffice) ? E.left(this.unavailable()) : this.pool.warmUp());
  }

  async close(): Promise<void> {
    await this.pool.close();
    if (this.root !== undefined) {
      const root = await this.root.catch(() => undefined);
      if (root !== undefined) await rm(root, { recursive: true, force: true });
    }
  }

  /** Process group ids of the running workers (operations and tests: killing one is a crash). */
  workerProcessGroups(): ReadonlyArray<number> {
    return [...this.workers.values()].flatMap((w) => (w.alive && w.processGroup !== undefined ? [w.processGroup] : []));
  }

  private unavailable(): PdfUnavailable {
    return pdfUnavailable(`PDF output needs LibreOffice, and no soffice executable was found at "${this.settings.sofficePath}". ${installHint}`);
  }

  private async startWorker(slot: number): Promise<E.Either<string, SofficeWorker>> {
    if (O.isNone(this.soffice)) return E.left(this.unavailable().message);
    const sofficePath = this.soffice.value;
    this.root ??= mkdtemp(path.join(this.settings.tempDir, 'quire-pdf-'));
    const root = await this.root;
    this.template ??= this.prepareTemplate(sofficePath, root);
    const template = await this.template;
    // A failed preparation is tried again by the next start.
    if (E.isLeft(template)) this.template = undefined;
    if (E.isLeft(template)) return template;
    this.generation += 1;
    const started = await SofficeWorker.start({
      sofficePath,
      templateProfileDir: template.right,
      dir: path.join(root, `worker-${slot}-${this.generation}`),
      home: root,
      startTimeoutMs: this.settings.startTimeoutMs,
    });
    if (E.isRight(started)) this.workers.set(slot, started.right);
    return started;
  }

  private async prepareTemplate(sofficePath: string, root: string): Promise<E.Either<string, string>> {
    const dir = path.join(root, 'template', 'profile');
    const initialised = await initialiseProfile(sofficePath, dir, root, this.settings.startTimeoutMs);
    return E.map(() => dir)(initialised);
  }
}
