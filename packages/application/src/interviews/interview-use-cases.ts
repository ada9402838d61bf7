import { ports } from '../port-tokens';
import { TenantLibraryCacheToken } from '../library/tenant-library-cache';
import { bindAll, tokensOf, useCase } from '../use-case-binding';
import { checkInterview, CheckInterviewToken } from './check-interview';
import { getPacketInterview, GetPacketInterviewToken } from './get-packet-interview';
import { getTemplateInterview, GetTemplateInterviewToken } from './get-template-interview';

const interviewPorts = { ...ports('blobs', 'renderer', 'planner'), libraryCache: TenantLibraryCacheToken };

const interviews = {
  getTemplateInterview: useCase(GetTemplateInterviewToken, getTemplateInterview, interviewPorts),
  getPacketInterview: useCase(GetPacketInterviewToken, getPacketInterview, interviewPorts),
  checkInterview: useCase(CheckInterviewToken, checkInterview, interviewPorts),
};

/** The interview use cases (`GET /FormTemplates/:id/Interview`, `POST /Interviews`, `POST /FormTemplates/:id/Interview/Check`) by name. */
export const interviewUseCases = tokensOf(interviews);

export const bindInterviewUseCases = bindAll(interviews);
