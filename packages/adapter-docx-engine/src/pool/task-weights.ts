/** How much of a worker a kind of task took lately: an exponentially weighted mean of its run times. */
export type TaskWeightsOptions = {
  /** A task whose kind took at least this long on average is heavy (ENGINE_HEAVY_TASK_MS). */
  readonly heavyMs: number;
  /** Kinds remembered; the one unseen the longest is forgotten first. */
  readonly maxKinds: number;
};

/** The weight of the newest run in the mean: a template that turns heavy is seen as heavy after a run or two. */
const NEWEST_WEIGHT = 0.5;

/**
 * Remembers how long each kind of task (a template's renders, by its digest) ran, so that the pool
 * can keep heavy kinds from taking every worker (ADR 0042). A kind never seen is light: a
 * template's first render is not held back, and the mean learns from it.
 */
export class TaskWeights {
  private readonly means = new Map<string, number>();

  constructor(private readonly options: TaskWeightsOptions) {}

  isHeavy(kind: string | undefined): boolean {
    if (kind === undefined) return false;
    return (this.means.get(kind) ?? 0) >= this.options.heavyMs;
  }

  record(kind: string | undefined, ms: number): void {
    if (kind === undefined) return;
    const previous = this.means.get(kind);
    // Deleted and set again: the Map's order is then the order in which kinds were last seen.
    this.means.delete(kind);
    this.means.set(kind, previous === undefined ? ms : previous + NEWEST_WEIGHT * (ms - previous));
    if (this.means.size > this.options.maxKinds) {
      const oldest = this.means.keys().next();
      if (oldest.done !== true) this.means.delete(oldest.value);
    }
  }
}
