import type { TooComplex } from '@quire/ports/documents/too-complex';
import * as E from 'fp-ts/Either';
import type { CacheLimits } from '../bounded-cache';
import { DEFAULT_CACHE_LIMITS } from '../engine-document-renderer';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import type { EngineResult, EngineTasks, EngineTaskKind, EngineWorkerSetup, TaskTimeLimit } from './engine-task';
import { TaskWeights } from './task-weights';
import { tooComplex } from './too-complex-message';
import { workerScript } from './worker-script';
import { fallbackFontPaths } from '@quire/pdf-forms/fonts/font-files';

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
  /** The limits of docs/limits.md#reading-a-docx for reading a .docx, the text preview's length. */
  readonly setup: Omit<EngineWorkerSetup, 'cache'>;
  /** All compiled-template caches together (TEMPLATE_CACHE_ENTRIES a worker, TEMPLATE_CACHE_BYTES shared out among the workers). */
  readonly templateCache?: Partial<CacheLimits>;
  /**
   * A template whose renders took at least this long lately is heavy: heavy renders hold at most
   * all workers but one, so that light ones (another tenant's letters) always find one
   * (ENGINE_HEAVY_TASK_MS, default 20; 0 turns the lane off).
   */
  readonly heavyTaskMs?: number;
  /**
   * Told of a worker that failed outside any task (piscina's 'error' event: a worker that died
   * while idle, a message for a task already stopped). Without a listener Node would throw it and
   * stop the whole process; the pool replaces the worker either way.
   */
  readonly onWorkerError?: (error: { readonly name: string; readonly code: string | undefined }) => void;
};

export const DEFAULT_HEAVY_TASK_MS = 20;
/** Templates whose render times the pool remembers. */
const WEIGHED_TEMPLATES = 10_000;

export const DEFAULT_POOL_LIMITS: EnginePoolLimits = { analysisTimeoutMs: 10_000, generationTimeoutMs: 30_000, workerMemoryMb: 512 };

/** What the balancer is told about a task: the digest it would like compiled, and whom to tell which worker took it. */
type Ticket = { readonly prefers: string | undefined; readonly taken: (workerId: number) => void };

type Balancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>;

export type EnginePoolStats = {
  readonly threads: number;
  readonly tasks: number;
  /** Tasks that went through the heavy lane. */
  readonly heavy: number;
  /** The most heavy tasks that ran at once (at most all workers but one). */
  readonly mostHeavyAtOnce: number;
  /** Workers that failed outside any task (see `onWorkerError`). */
  readonly workerErrors: number;
  readonly stoppedForTime: number;
  readonly stoppedForMemory: number;
  /** Tasks waiting for a worker, and heavy tasks waiting for their lane. */
  readonly queued: number;
};

type RunHow = { readonly limit: TaskTimeLimit; readonly prefers?: string; readonly transfer?: ReadonlyArray<ArrayBuffer> };

// Not `instanceof Error`: the error is made by node's worker machinery, which may be another realm's (jest's sandbox).
/** Each worker's share of the compiled-template cache: as many entries, an equal part of the bytes (a template may be compiled in every worker). */
export const workerCacheLimits = (total: Partial<CacheLimits>, threads: number): CacheLimits => {
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
  private counts = { tasks: 0, heavy: 0, mostHeavyAtOnce: 0, stoppedForTime: 0, stoppedForMemory: 0, workerErrors: 0 };
  private heavyRunning = 0;
  private readonly taken = new Map<number, number>();
  private readonly weights: TaskWeights;
  /** Heavy tasks run through this: at most all workers but one at once. */
  private readonly heavyLane: ReturnType<typeof pLimit>;

  constructor(private readonly options: EnginePoolOptions) {
    const heavyMs = options.heavyTaskMs ?? DEFAULT_HEAVY_TASK_MS;
    this.weights = new TaskWeights({ heavyMs: heavyMs > 0 ? heavyMs : Number.POSITIVE_INFINITY, maxKinds: WEIGHED_TEMPLATES });
    this.heavyLane = pLimit(Math.max(1, options.threads - 1));
    this.piscina = new Piscina({
      filename: workerScript(),
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Infinity,
      resourceLimits: { maxOldGenerationSizeMb: options.limits.workerMemoryMb },
      workerData: { ...options.setup, cache: workerCacheLimits(options.templateCache ?? {}, options.threads), fontFiles: fallbackFontPaths() } satisfies EngineWorkerSetup,
      loadBalancer: this.pick,
    });
    this.piscina.on('workerDestroy', (worker: { readonly id: number }) => this.held.delete(worker.id));
    this.piscina.on('error', (error: unknown) => {
      this.counts.workerErrors++;
      const { name, code } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; code?: unknown };
      options.onWorkerError?.({ name: typeof name === 'string' ? name : 'Error', code: typeof code === 'string' ? code : undefined });
    });
  }

  /**
   * Runs a task on a free worker (`prefers`: a digest to look for among the free workers' templates,
   * and the kind of task whose run times decide whether it is heavy). Heavy tasks queue for their
   * lane first. Left when the task passed a limit; a failure of the task itself is thrown, as in-process.
   */
  run<K extends EngineTaskKind>(task: EngineTasks[K]['task'], how: RunHow): Promise<E.Either<TooComplex, { readonly result: EngineResult<K>; readonly workerId: number }>> {
    this.counts.tasks++;
    if (!this.weights.isHeavy(how.prefers)) return this.runOnWorker<K>(task, how);
    this.counts.heavy++;
    return this.heavyLane(async () => {
      this.heavyRunning++;
      this.counts.mostHeavyAtOnce = Math.max(this.counts.mostHeavyAtOnce, this.heavyRunning);
      try {
        return await this.runOnWorker<K>(task, how);
      } finally {
        this.heavyRunning--;
      }
    });
  }

  private async runOnWorker<K extends EngineTaskKind>(
    task: EngineTasks[K]['task'],
    how: RunHow,
  ): Promise<E.Either<TooComplex, { readonly result: EngineResult<K>; readonly workerId: number }>> {
    const timeoutMs = how.limit === 'analysis' ? this.options.limits.analysisTimeoutMs : this.options.limits.generationTimeoutMs;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let workerId = -1;
    let startedAt = 0;
    let timedOut = false;
    const ticket: Ticket = {
      prefers: how.prefers,
      taken: (id) => {
        workerId = id;
        startedAt = performance.now();
        this.taken.set(id, (this.taken.get(id) ?? 0) + 1);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
      },
    };
    try {
      const result = (await this.piscina.run(
        { ...task, [Piscina.queueOptionsSymbol]: ticket },
        { signal: controller.signal, ...(how.transfer === undefined ? {} : { transferList: [...how.transfer] }) },
      )) as EngineResult<K>;
      this.weights.record(how.prefers, performance.now() - startedAt);
      return E.right({ result, workerId });
    } catch (error) {
      this.weights.record(how.prefers, performance.now() - startedAt);
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
    return { threads: this.options.threads, ...this.counts, queued: this.piscina.queueSize + this.heavyLane.pendingCount };
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

  /**
   * A free worker for the task. `any`: the first free one. `affinity`: a free one that holds the
   * digest compiled, else the digest's home worker (by a hash of it, so that different templates
   * spread over the workers and each worker's cache holds its share) when free, else the first free
   * one. A task never waits for a busy worker that holds its template: a compile costs less than
   * an idle core.
   */
  private readonly pick: Balancer = (task, workers) => {
    const ticket = (task as unknown as Record<symbol, Ticket | undefined>)[Piscina.queueOptionsSymbol];
    const wanted = this.options.routing === 'affinity' ? ticket?.prefers : undefined;
    const free = workers.filter((worker) => worker.currentUsage === 0 && !worker.terminating && !worker.destroyed);
    const home = wanted === undefined ? undefined : [...workers].sort((a, b) => a.id - b.id)[hashOf(wanted) % workers.length];
    const chosen =
      wanted === undefined
        ? free[0]
        : (free.find((worker) => this.held.get(worker.id)?.has(wanted) === true) ?? (home !== undefined && free.includes(home) ? home : free[0]));
    if (chosen === undefined) return null;
    ticket?.taken(chosen.id);
    return chosen;
  };
}

/** FNV-1a of a digest: where its home worker is. */
const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
};
