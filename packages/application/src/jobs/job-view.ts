import type { ItemError, Job } from '@quire/domain/jobs/job';

/** The Job (docs/jobs.md#the-job) as clients and webhooks see it (no settings' internals, no blob digests). */
export type JobView = {
  readonly id: string;
  readonly kind: Job['kind'];
  readonly status: Job['status'];
  readonly templateIds: ReadonlyArray<string>;
  readonly format: Job['settings']['format'];
  readonly total: number;
  readonly succeeded: number;
  readonly failed: number;
  /** Items done so far (succeeded + failed), for progress. */
  readonly done: number;
  /** The result .zip can be downloaded (GET /Jobs/:id/Download). */
  readonly resultReady: boolean;
  readonly resultSize: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
  readonly version: number;
};

export const jobPublicFields = (job: Job): JobView => ({
  id: job.id,
  kind: job.kind,
  status: job.status,
  templateIds: job.settings.templateIds,
  format: job.settings.format,
  total: job.total,
  succeeded: job.succeeded,
  failed: job.failed,
  done: job.succeeded + job.failed,
  resultReady: job.result !== null,
  resultSize: job.result?.size ?? null,
  createdAt: job.createdAt.toISOString(),
  updatedAt: job.updatedAt.toISOString(),
  startedAt: job.startedAt?.toISOString() ?? null,
  finishedAt: job.finishedAt?.toISOString() ?? null,
  version: job.version,
});

/** One job with its item errors (the first ones: all of them are in the result's errors.csv). */
export type JobDetail = { readonly job: Job; readonly errors: ReadonlyArray<ItemError>; readonly errorCount: number };
