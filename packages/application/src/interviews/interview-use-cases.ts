import type { Ports } from '@quire/ports/ports';
import type { TenantLibraryCache } from '../library/tenant-library-cache';
import { checkInterview } from './check-interview';
import { getPacketInterview } from './get-packet-interview';
import { getTemplateInterview } from './get-template-interview';

/** The interview use cases (`GET /FormTemplates/:id/Interview`, `POST /Interviews`, `POST /FormTemplates/:id/Interview/Check`), reading the library through the process's one cache. */
export const interviewUseCases = (ports: Ports, libraryCache: TenantLibraryCache) => {
  const deps = { ...ports, libraryCache };
  return {
    getTemplateInterview: getTemplateInterview(deps),
    getPacketInterview: getPacketInterview(deps),
    checkInterview: checkInterview(deps),
  };
};
export type InterviewUseCases = ReturnType<typeof interviewUseCases>;
