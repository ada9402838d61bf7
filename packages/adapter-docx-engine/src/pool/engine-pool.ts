import type { TooComplex } from '@quire/ports/too-complex';
import * as E from 'fp-ts/Either';
import type { CacheLimits } from '../bounded-cache';
import { DEFAULT_CACHE_LIMITS } from '../engine-document-renderer';
import { Piscina } from 'piscina';
import type { EngineResult, EngineTasks, EngineTaskKind, EngineWorkerSetup, TaskTimeLimit } from './engine-task';
import { tooComplex } from './too-complex-message';
import { workerScript } from './worker-script';

/** How a render picks its worker: one that holds its template compiled when one is free (`affinity`), or the first free one (`any`). */
export type TemplateRouting = 'affinity' | 'any';

export type EnginePoolLimits = {
  /** Time of one analysis, counted from when a worker takes it (ENGINE_ANALYSIS_TIMEOUT_MS). */
  readonly analysisTimeoutMs: number;
  /** Time of one render, merge or zip, counted from when a worker takes it (ENGINE_GENERATION_TIMEOUT_MS). */
  readonly generationTimeoutMs: number;
  /** Old-generation heap of one worker (ENGINE_WORKER_MEMORY_MB). */
  readonly workerMemoryMb: number;
};

export type EnginePoolOptions = {
  /** Worker threads, started at once and kept (ENGINE_THREADS, at least 1). */
  readonly threads: number;
  readonly limits: EnginePoolLimits;
  readonly routing: TemplateRouting;
  /** The limits of SPEC §5 for reading a .docx, the text preview's length. */
  readonly setup: Omit<EngineWorkerSetup, 'cache'>;
  /** All compiled-template caches together (TEMPLATE_CACHE_ENTRIES a worker, TEMPLATE_CACHE_BYTES shared out among the workers). */
  readonly templateCache?: Partial<CacheLimits>;
};

export const DEFAULT_POOL_LIMITS: EnginePoolLimits = { analysisTimeoutMs: 10_000, generationTimeoutMs: 30_000, workerMemoryMb: 512 };

/** What the balancer is told about a task: the digest it would like compiled, and whom to tell which worker took it. */
type Ticket = { readonly prefers: string | undefined; readonly taken: (workerId: number) => void };

type Balancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>;

export type EnginePoolStats = { readonly threads: number; readonly tasks: number; readonly stoppedForTime: number; readonly stoppedForMemory: number; readonly queued: number };

// Not `instanceof Error`: the error is made by node's worker machinery, which may be another realm's (jest's sandbox).
/** Each worker's share of the compiled-template cache: as many entries, an equal part of the bytes (a template may be compiled in every worker). */
const workerCacheLimits = (total: Partial<CacheLimits>, threads: number): CacheLimits => {
  const limits = { ...DEFAULT_CACHE_LIMITS, ...total };
  return { maxEntries: limits.maxEntries, maxBytes: Math.floor(limits.maxBytes / threads) };
};

const isOutOfMemory = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { readonly code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * The engine's worker threads (piscina, ADR 0042). A task's time limit starts when a worker takes
 * it (a queued task is not late); a task past its time or its worker's memory is stopped (piscina
 * terminates the worker and starts another) and answered as TooComplex. The pool remembers which
 * digests each worker has compiled, so that a render can go where its template already is.
 */
export class EnginePool {
  private readonly piscina: Piscina;
  private readonly held = new Map<number, Set<string>>();
  private counts = { tasks: 0, stoppedForTime: 0, stoppedForMemory: 0 };
  private readonly taken = new Map<number, number>();

  constructor(private readonly options: EnginePoolOptions) {
    this.piscina = new Piscina({
      filename: workerScript(),
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Infinity,
      resourceLimits: { maxOldGenerationSizeMb: options.limits.workerMemoryMb },
      workerData: { ...options.setup, cache: workerCacheLimits(options.templateCache ?? {}, options.threads) } satisfies EngineWorkerSetup,
      loadBalancer: this.pick,
    });
    this.piscina.on('workerDestroy', (worker: { readonly id: number }) => this.held.delete(worker.id));
  }

  /**
   * Runs a task on a free worker (`prefers`: a digest to look for among the free workers' templates).
   * Left when the task passed a limit; a failure of the task itself is thrown, as in-process.
   */
  async run<K extends EngineTaskKind>(
    task: EngineTasks[K]['task'],
    how: { readonly limit: TaskTimeLimit; readonly prefers?: string; readonly transfer?: ReadonlyArray<ArrayBuffer> },
  ): Promise<E.Either<TooComplex, { readonly result: EngineResult<K>; readonly workerId: number }>> {
    const timeoutMs = how.limit === 'analysis' ? this.options.limits.analysisTimeoutMs : this.options.limits.generationTimeoutMs;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let workerId = -1;
    let timedOut = false;
    const ticket: Ticket = {
      prefers: how.prefers,
      taken: (id) => {
        workerId = id;
        this.taken.set(id, (this.taken.get(id) ?? 0) + 1);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
      },
    };
    this.counts.tasks++;
    try {
      const result = (await this.piscina.run(
        { ...task, [Piscina.queueOptionsSymbol]: ticket },
        { signal: controller.signal, ...(how.transfer === undefined ? {} : { transferList: [...how.transfer] }) },
      )) as EngineResult<K>;
      return E.right({ result, workerId });
    } catch (error) {
      if (timedOut) {
        this.counts.stoppedForTime++;
        return E.left(tooComplex.time(how.limit, timeoutMs));
      }
      if (isOutOfMemory(error)) {
        this.counts.stoppedForMemory++;
        return E.left(tooComplex.memory(this.options.limits.workerMemoryMb));
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The worker compiled these digests (it says which it lacks when asked for one it no longer has). */
  remember(workerId: number, digests: Iterable<string>): void {
    let set = this.held.get(workerId);
    if (set === undefined) this.held.set(workerId, (set = new Set()));
    for (const digest of digests) set.add(digest);
  }

  forget(workerId: number, digests: Iterable<string>): void {
    const set = this.held.get(workerId);
    if (set !== undefined) for (const digest of digests) set.delete(digest);
  }

  /** Whether any worker is known to hold this digest compiled. */
  heldAnywhere(digest: string): boolean {
    for (const set of this.held.values()) if (set.has(digest)) return true;
    return false;
  }

  stats(): EnginePoolStats {
    return { threads: this.options.threads, ...this.counts, queued: this.piscina.queueSize };
  }

  /** How many tasks each worker (by thread id) has taken. */
  tasksTakenByWorker(): ReadonlyMap<number, number> {
    return this.taken;
  }

  /** The thread ids of the workers running now. */
  workerIds(): ReadonlySet<number> {
    return new Set(this.piscina.threads.map((thread) => thread.threadId));
  }

  /** Waits for the tasks under way (each within its limit), then stops the workers. */
  close(): Promise<void> {
    return this.piscina.close();
  }

  /** A free worker for the task: one holding the digest it prefers when routing by affinity and one is free, else the first free one. */
  private readonly pick: Balancer = (task, workers) => {
    const ticket = (task as unknown as Record<symbol, Ticket | undefined>)[Piscina.queueOptionsSymbol];
    const wanted = this.options.routing === 'affinity' ? ticket?.prefers : undefined;
    let chosen: (typeof workers)[number] | null = null;
    for (const worker of workers) {
      if (worker.currentUsage !== 0 || worker.terminating || worker.destroyed) continue;
      chosen ??= worker;
      if (wanted === undefined) break;
      if (this.held.get(worker.id)?.has(wanted) === true) {
        chosen = worker;
        break;
      }
    }
    if (chosen !== null) ticket?.taken(chosen.id);
    return chosen;
  };
}
