import { ZipStreamWriterToken } from '@quire/ports/documents/zip-stream-writer';
import { EventPublisherToken } from '@quire/ports/events/event-publisher';
import { JobQueueToken } from '@quire/ports/jobs/job-queue';
import { AnswerSetRepositoryToken } from '@quire/ports/answer-sets/answer-set-repository';
import { JobRepositoryToken } from '@quire/ports/jobs/job-repository';
import { GenerationLimitsToken } from '../generation/generation-settings';
import { TenantLibraryCacheToken } from '../library/tenant-library-cache';
import { ports } from '../port-tokens';
import { bindAll, optionalPort, tokensOf, useCase } from '../use-case-binding';
import { cancelJob, CancelJobToken, downloadJobResult, DownloadJobResultToken, getJob, GetJobToken, listJobs, ListJobsToken } from './job-queries';
import { DEFAULT_JOB_LIMITS, type JobLimits, JobLimitsToken } from './job-settings';
import { submitBatch, SubmitBatchToken } from './submit-batch';
import { workJobTask, WorkJobTaskToken } from './work-job-task';

/** The server binds JobLimits from its configuration; without them, SPEC §4.2's defaults apply. */
const withDefaultLimits =
  <D extends { limits: JobLimits }, T>(make: (deps: D) => T) =>
  (deps: Omit<D, 'limits'> & { limits: JobLimits | undefined }): T =>
    make({ ...deps, limits: deps.limits ?? DEFAULT_JOB_LIMITS } as D);

const makeSubmitBatch = withDefaultLimits(submitBatch);
const makeGetJob = withDefaultLimits(getJob);
const makeWorkJobTask = withDefaultLimits(workJobTask);
const limits = { limits: optionalPort(JobLimitsToken) };
const jobs = { jobs: JobRepositoryToken };
const events = { events: EventPublisherToken };

const jobUseCasesBound = {
  submitBatch: useCase(SubmitBatchToken, makeSubmitBatch, { ...ports('pdf', 'ids', 'clock'), ...jobs, ...limits, queue: JobQueueToken, libraryCache: TenantLibraryCacheToken, answerSets: optionalPort(AnswerSetRepositoryToken) }),
  getJob: useCase(GetJobToken, makeGetJob, { ...jobs, ...limits }),
  listJobs: useCase(ListJobsToken, listJobs, jobs),
  cancelJob: useCase(CancelJobToken, cancelJob, { ...jobs, ...events, ...ports('clock') }),
  downloadJobResult: useCase(DownloadJobResultToken, downloadJobResult, { ...jobs, ...ports('blobs') }),
};

/** The job routes' use cases (SPEC §4.2) by name. */
export const jobUseCases = tokensOf(jobUseCasesBound);

/** What works jobs (the server's database queue runner, `quire worker`): one task at a time. */
const workJobTaskBinding = useCase(WorkJobTaskToken, makeWorkJobTask, {
  ...jobs,
  ...events,
  ...limits,
  ...ports('blobs', 'ids', 'clock', 'renderer', 'pdf', 'archive'),
  zipWriter: ZipStreamWriterToken,
  generationLimits: optionalPort(GenerationLimitsToken),
  libraryCache: TenantLibraryCacheToken,
  answerSets: optionalPort(AnswerSetRepositoryToken),
});

export const bindJobUseCases = bindAll({ ...jobUseCasesBound, workJobTask: workJobTaskBinding });
