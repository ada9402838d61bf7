import type { Job } from '@quire/domain/jobs/job';
import { type JobDetail, jobPublicFields, type JobView } from '@quire/application/jobs/job-view';

/** A job in a list: its public fields. */
export const jobJson = (job: Job): JobView => jobPublicFields(job);

/** One job (GET /Jobs/:id, the 202 of a batch): with its item errors by row (the first ones) and how many there are. */
export const jobDetailJson = ({ job, errors, errorCount }: JobDetail) => ({
  ...jobPublicFields(job),
  errors,
  errorCount,
  errorsTruncated: errorCount > errors.length,
});
