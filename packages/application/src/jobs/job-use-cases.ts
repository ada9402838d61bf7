import type { Ports } from '@quire/ports/ports';
import type { GenerationLimits } from '../generation/generation-settings';
import type { TenantLibraryCache } from '../library/tenant-library-cache';
import { cancelJob, downloadJobResult, getJob, listJobs } from './job-queries';
import type { JobLimits } from './job-settings';
import { submitBatch } from './submit-batch';
import { workJobTask } from './work-job-task';

/**
 * The job routes' use cases (`/Jobs`, the batch routes) and what works jobs (the server's database
 * queue runner, `quire worker`): one task at a time, each item made as Generate makes a document.
 */
export const jobUseCases = (ports: Ports, libraryCache: TenantLibraryCache, limits: JobLimits, generationLimits: GenerationLimits) => {
  const deps = { ...ports, libraryCache, limits };
  return {
    submitBatch: submitBatch(deps),
    getJob: getJob(deps),
    listJobs: listJobs(ports),
    cancelJob: cancelJob(ports),
    downloadJobResult: downloadJobResult(ports),
    workJobTask: workJobTask({ ...deps, generationLimits }),
  };
};
export type JobUseCases = ReturnType<typeof jobUseCases>;
