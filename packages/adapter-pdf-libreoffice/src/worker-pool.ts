import type { PdfError, PdfUnavailable } from '@quire/ports/documents/pdf-converter';
import * as E from 'fp-ts/Either';
import type { ConvertOptions } from './pdf-export-filter';
import { conversionFailed, pdfBusy, pdfUnavailable } from './pdf-errors';

/** One converter process as the pool sees it. */
export interface PoolWorker {
  /** Converts one document; a worker converts one at a time. On timeout the worker stops itself. */
  convert(docx: Uint8Array, timeoutMs: number, options?: ConvertOptions): Promise<E.Either<PdfError, Uint8Array>>;
  /** False once the worker has stopped (crashed, timed out or stopped): it takes no further conversion. */
  readonly alive: boolean;
  /** Settles when the worker has stopped, for whatever reason. */
  readonly exited: Promise<void>;
  /** Stops the worker at once and removes what it left on disk. */
  stop(): Promise<void>;
}

/** Starts the worker of a slot; Left is why it could not start. */
export type StartWorker = (slot: number) => Promise<E.Either<string, PoolWorker>>;

export type WorkerPoolOptions = {
  readonly size: number;
  readonly maxQueue: number;
  /** A worker is replaced after this many conversions (LibreOffice's memory only grows); unlimited when absent. */
  readonly conversionsPerWorker?: number;
};

type Result = E.Either<PdfError, Uint8Array>;
type Job = { readonly docx: Uint8Array; readonly timeoutMs: number; readonly options: ConvertOptions; readonly resolve: (result: Result) => void };
type Slot =
  | { readonly state: 'empty' }
  | { readonly state: 'starting' }
  | { readonly state: 'failed'; readonly reason: string }
  | { readonly state: 'idle' | 'busy'; readonly worker: PoolWorker; readonly conversions: number };
type Waiter = { readonly done: () => boolean; readonly resolve: () => void };

/**
 * A fixed number of slots, each holding at most one worker, and a bounded queue of conversions.
 * Workers start when first needed (or on warmUp); a worker that stops (crash, timeout) is replaced at
 * once, and so is one that has done `conversionsPerWorker` conversions; a slot whose worker failed to
 * start is tried again when work arrives.
 */
export class WorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private waiters: Waiter[] = [];
  private closing = false;

  constructor(
    private readonly startWorker: StartWorker,
    private readonly options: WorkerPoolOptions,
  ) {
    this.slots = Array.from({ length: options.size }, (): Slot => ({ state: 'empty' }));
  }

  submit(docx: Uint8Array, timeoutMs: number, options: ConvertOptions = {}): Promise<Result> {
    if (this.closing) return Promise.resolve(E.left(pdfBusy('closing', this.retryAfterSeconds())));
    if (this.queue.length >= this.options.maxQueue) return Promise.resolve(E.left(pdfBusy('queue-full', this.retryAfterSeconds())));
    return new Promise((resolve) => {
      this.queue.push({ docx, timeoutMs, options, resolve });
      this.startMissingWorkers();
      this.dispatch();
    });
  }

  /** Starts every worker not yet running; Left when none could be started. */
  async warmUp(): Promise<E.Either<PdfUnavailable, void>> {
    if (!this.closing) this.startMissingWorkers();
    await this.until(() => !this.slots.some((s) => s.state === 'starting'));
    const failure = this.slots.find((s) => s.state === 'failed');
    return this.count('idle') + this.count('busy') === 0 && failure?.state === 'failed'
      ? E.left(pdfUnavailable(`LibreOffice did not start: ${failure.reason}`))
      : E.right(undefined);
  }

  /** Refuses new work, lets queued and running conversions finish, then stops every worker. */
  async close(): Promise<void> {
    this.closing = true;
    await this.until(() => this.queue.length === 0 && this.count('busy') + this.count('starting') === 0);
    await Promise.all(
      this.slots.map((slot, i) => {
        this.slots[i] = { state: 'empty' };
        return slot.state === 'idle' || slot.state === 'busy' ? slot.worker.stop() : Promise.resolve();
      }),
    );
  }

  count(state: Slot['state']): number {
    return this.slots.filter((s) => s.state === state).length;
  }

  get queued(): number {
    return this.queue.length;
  }

  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.queue.length + this.count('busy')) / this.options.size));
  }

  private startMissingWorkers(): void {
    this.slots.forEach((slot, i) => {
      if (slot.state === 'empty' || slot.state === 'failed') this.startSlot(i);
    });
  }

  private startSlot(i: number): void {
    this.slots[i] = { state: 'starting' };
    void this.startWorker(i)
      .catch((e: unknown) => E.left(String(e)))
      .then((started) => {
        if (E.isLeft(started)) {
          this.slots[i] = { state: 'failed', reason: started.left };
          this.failQueueWhenNoWorkerIsLeft(started.left);
        } else if (this.closing && this.queue.length === 0) {
          this.slots[i] = { state: 'empty' };
          void started.right.stop();
        } else {
          const worker = started.right;
          this.slots[i] = { state: 'idle', worker, conversions: 0 };
          void worker.exited.then(() => this.onWorkerExit(i, worker));
          this.dispatch();
        }
        this.notify();
      });
  }

  /** A worker that stops while idle (it crashed) is replaced; one that stops while busy is replaced when its conversion answers. */
  private onWorkerExit(i: number, worker: PoolWorker): void {
    const slot = this.slots[i];
    if (slot?.state !== 'idle' || slot.worker !== worker) return;
    this.replace(i, worker);
    this.notify();
  }

  private replace(i: number, worker: PoolWorker): void {
    this.slots[i] = { state: 'empty' };
    void worker.stop();
    if (!this.closing || this.queue.length > 0) this.startSlot(i);
  }

  private dispatch(): void {
    for (;;) {
      const i = this.slots.findIndex((s) => s.state === 'idle');
      const slot = this.slots[i];
      if (slot?.state !== 'idle' || this.queue.length === 0) return;
      if (!slot.worker.alive) {
        // Stopped, and its exit not yet seen: no work for it.
        this.replace(i, slot.worker);
        continue;
      }
      const job = this.queue.shift();
      if (job !== undefined) this.run(i, slot.worker, slot.conversions + 1, job);
    }
  }

  private run(i: number, worker: PoolWorker, conversions: number, job: Job): void {
    this.slots[i] = { state: 'busy', worker, conversions };
    void worker
      .convert(job.docx, job.timeoutMs, job.options)
      .catch((e: unknown) => E.left(conversionFailed(String(e))))
      .then((result) => {
        job.resolve(result);
        const worn = conversions >= (this.options.conversionsPerWorker ?? Infinity);
        if (worker.alive && !worn) this.slots[i] = { state: 'idle', worker, conversions };
        else this.replace(i, worker);
        this.dispatch();
        this.notify();
      });
  }

  private failQueueWhenNoWorkerIsLeft(reason: string): void {
    if (this.count('idle') + this.count('busy') + this.count('starting') > 0) return;
    const error = pdfUnavailable(`LibreOffice did not start: ${reason}`);
    this.queue.splice(0).forEach((job) => job.resolve(E.left(error)));
  }

  private until(done: () => boolean): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ done, resolve }));
  }

  private notify(): void {
    const ready = this.waiters.filter((w) => w.done());
    this.waiters = this.waiters.filter((w) => !w.done());
    ready.forEach((w) => w.resolve());
  }
}
