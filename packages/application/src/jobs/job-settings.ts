
/** The limits of a batch and how its work is cut; the server sets them from its configuration. */
export type JobLimits = {
  /** Items of one batch (100,000 by default; docs/limits.md#batches-and-jobs). */
  readonly maxItems: number;
  /** Bytes of one job's result .zip (5 GiB by default; docs/limits.md#batches-and-jobs). */
  readonly maxResultBytes: number;
  /** Items per chunk: the unit a worker claims, renders and records whole (ADR 0051). */
  readonly chunkItems: number;
  /** How long a claim holds a chunk or an assembly without being renewed: a process that died is taken over after this. */
  readonly leaseMs: number;
  /** Item errors listed in a job's JSON (all of them are in errors.csv). */
  readonly maxListedErrors: number;
  /** Who holds a lease, as recorded beside it (host and process id): for operators, never for deciding anything. */
  readonly workerName?: string;
};

export const DEFAULT_JOB_LIMITS: JobLimits = {
  maxItems: 100_000,
  maxResultBytes: 5 * 1024 * 1024 * 1024,
  chunkItems: 100,
  leaseMs: 30_000,
  maxListedErrors: 1_000,
};
