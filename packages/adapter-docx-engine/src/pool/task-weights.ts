import { LRUCache } from 'lru-cache';

/** How much of a worker a kind of task took lately: an exponentially weighted mean of its run times. */
export type TaskWeightsOptions = {
  /** A task whose kind took at least this long on average is heavy (ENGINE_HEAVY_TASK_MS). */
  readonly heavyMs: number;
  /** Kinds remembered; the one unseen the longest is forgotten first. */
  readonly maxKinds: number;
  /**
   * The weight of a run longer than the mean, and of one shorter (0.5 both by default). A lane that
   * wants the cost of the work rather than the time the machine gave it takes a shorter run at once
   * (1) and a longer one slowly: a run stretched by the thread being descheduled moves it little.
   */
  readonly newestWeight?: { readonly longer: number; readonly shorter: number };
};

/** The weight of the newest run in the mean: a template that turns heavy is seen as heavy after a run or two. */
const NEWEST_WEIGHT = 0.5;

/**
 * Remembers how long each kind of task (a template's renders, by its digest) ran, so that the pool
 * can keep heavy kinds from taking every worker (ADR 0042). A kind never seen is light: a
 * template's first render is not held back, and the mean learns from it.
 */
export class TaskWeights {
  /** The mean run time of each kind, the kind seen least lately forgotten first. */
  private readonly means: LRUCache<string, number>;

  constructor(private readonly options: TaskWeightsOptions) {
    this.means = new LRUCache({ max: Math.max(1, options.maxKinds) });
  }

  isHeavy(kind: string | undefined): boolean {
    if (kind === undefined) return false;
    return (this.means.get(kind) ?? 0) >= this.options.heavyMs;
  }

  /** Whether the kind was seen and its mean stays below `ms` (a kind never seen is not known to be light). */
  isKnownBelow(kind: string, ms: number): boolean {
    const mean = this.means.get(kind);
    return mean !== undefined && mean < ms;
  }

  record(kind: string | undefined, ms: number): void {
    if (kind === undefined) return;
    const previous = this.means.get(kind);
    const weights = this.options.newestWeight ?? { longer: NEWEST_WEIGHT, shorter: NEWEST_WEIGHT };
    this.means.set(kind, previous === undefined ? ms : previous + (ms > previous ? weights.longer : weights.shorter) * (ms - previous));
  }
}
