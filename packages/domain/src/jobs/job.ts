import type { Brand, TenantId, UserId } from '../ids';

/** A job's id: opaque, like every resource's. */
export type JobId = Brand<string, 'JobId'>;
export const jobId = (raw: string): JobId => raw as JobId;

/** A batch of one template (`batch`) or of packets of several (`packet_batch`). */
export type JobKind = 'batch' | 'packet_batch';
export const JOB_KINDS: ReadonlyArray<JobKind> = ['batch', 'packet_batch'];

/**
 * `queued` → `running` → `succeeded` | `failed`; a queued or running job cancelled is `cancelling`
 * while the chunks in hand finish and its result is assembled, then `cancelled`. The last three
 * are terminal: nothing about the job changes after them.
 */
export type JobStatus = 'queued' | 'running' | 'cancelling' | 'succeeded' | 'failed' | 'cancelled';
export const JOB_STATUSES: ReadonlyArray<JobStatus> = ['queued', 'running', 'cancelling', 'succeeded', 'failed', 'cancelled'];

/** Queued and running jobs still take work; a cancelling one only finishes what it holds. */
export const isActive = (status: JobStatus): boolean => status === 'queued' || status === 'running';

/** A terminal status: the job's counts, result and status are final. */
export const isTerminal = (status: JobStatus): boolean => status === 'succeeded' || status === 'failed' || status === 'cancelled';

/** One bad item: its 1-based row (the CSV's data rows or the `items` list), a stable code, and its problems by path. */
export type ItemError = {
  readonly item: number;
  readonly code: string;
  readonly errors: ReadonlyArray<{ readonly path: string; readonly message: string }>;
};

/** How each item becomes a file: the output format, the file name template, the options of a generation, and a packet's bundle. */
export type JobSettings = {
  readonly templateIds: ReadonlyArray<string>;
  readonly format: 'docx' | 'pdf';
  /** A name template such as `{{client_name}} – engagement.docx`; null: the template's name. */
  readonly fileName: string | null;
  readonly bundle: 'zip' | 'merged';
  /** Every item's data over this answer set's (the item wins key by key; docs/jobs.md#submitting-a-batch); null: none. */
  readonly answerSetId?: string | null;
  readonly options: {
    readonly missing: 'blank' | 'highlight' | 'keep' | 'error';
    readonly keepContentControls: boolean;
    readonly locale: string;
    readonly timeZone: string;
    /** A PDF form's values baked into its pages; absent in jobs stored before PDF forms (true). */
    readonly flatten?: boolean;
    /** What a PDF output must also be; absent in jobs stored before PDF forms (nothing). */
    readonly pdf?: { readonly archive: 'PDF/A-2b' | 'PDF/A-3b' | null; readonly tagged: boolean; readonly seal: boolean; readonly stamp?: boolean };
  };
};

/** The Job (docs/jobs.md#the-job), with what the store keeps beside it. */
export type Job = {
  readonly id: JobId;
  readonly tenantId: TenantId;
  readonly createdBy: UserId;
  readonly kind: JobKind;
  readonly status: JobStatus;
  readonly settings: JobSettings;
  /** Items in the batch, good and bad. */
  readonly total: number;
  readonly succeeded: number;
  readonly failed: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly version: number;
  /** The result .zip once assembled (a cancelled job's holds the items done before it stopped). */
  readonly result: { readonly digest: string; readonly size: number } | null;
};

/** Counts of the items done, as a job finishes: failed when no item made a document, succeeded otherwise. */
export const finalStatus = (job: Pick<Job, 'status' | 'total' | 'succeeded'>): JobStatus => {
  if (job.status === 'cancelled' || job.status === 'cancelling') return 'cancelled';
  return job.total > 0 && job.succeeded === 0 ? 'failed' : 'succeeded';
};
