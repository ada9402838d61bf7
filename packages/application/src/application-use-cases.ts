import type { Ports } from '@quire/ports/ports';
import { accountUseCases } from './accounts/account-use-cases';
import { auditUseCases } from './audit/audit-use-cases';
import { answerSetUseCases } from './answer-sets/answer-set-use-cases';
import { apiKeyUseCases } from './api-keys/api-key-use-cases';
import { comparingUseCases } from './comparing/comparing-use-cases';
import { generationUseCases } from './generation/generation-use-cases';
import { DEFAULT_GENERATION_LIMITS, type GenerationLimits } from './generation/generation-settings';
import { memberUseCases } from './members/member-use-cases';
import { interviewUseCases } from './interviews/interview-use-cases';
import { jobUseCases } from './jobs/job-use-cases';
import { DEFAULT_JOB_LIMITS, type JobLimits } from './jobs/job-settings';
import { aliasUseCases } from './library/aliases/alias-use-cases';
import { formTemplateUseCases } from './library/form-templates/form-template-use-cases';
import { ruleUseCases } from './library/rules/rule-use-cases';
import { snippetFolderUseCases } from './library/snippet-folders/snippet-folder-use-cases';
import { snippetUseCases } from './library/snippets/snippet-use-cases';
import { TenantLibraryCache } from './library/tenant-library-cache';
import { DEFAULT_SESSION_SETTINGS, type SessionSettings } from './sessions/session-settings';
import { sessionUseCases } from './sessions/session-use-cases';
import { settingsUseCases } from './settings/settings-use-cases';
import { sweepUseCases } from './sweeps/sweep-use-cases';
import { webhookUseCases } from './webhooks/webhook-use-cases';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './webhooks/webhook-settings';

/** The limits and timings the server reads from its configuration. */
export type ApplicationSettings = {
  readonly generation: GenerationLimits;
  readonly jobs: JobLimits;
  readonly webhooks: WebhookSettings;
  readonly sessions: SessionSettings;
};

/** What the server uses when nothing is configured (and what tests run with). */
export const DEFAULT_APPLICATION_SETTINGS: ApplicationSettings = { generation: DEFAULT_GENERATION_LIMITS, jobs: DEFAULT_JOB_LIMITS, webhooks: DEFAULT_WEBHOOK_SETTINGS, sessions: DEFAULT_SESSION_SETTINGS };

/**
 * The application as a function of its ports: every feature's use cases, by feature. The one
 * TenantLibraryCache of the process (ADR 0015) is made here and handed to the features that read
 * the library through it: generation, interviews, answer sets and jobs.
 */
export const applicationUseCases = (ports: Ports, settings: ApplicationSettings) => {
  const libraryCache = new TenantLibraryCache(ports);
  return {
    accounts: accountUseCases(ports),
    apiKeys: apiKeyUseCases(ports),
    members: memberUseCases(ports),
    sessions: sessionUseCases(ports, settings.sessions),
    audit: auditUseCases(ports),
    aliases: aliasUseCases(ports),
    rules: ruleUseCases(ports),
    snippetFolders: snippetFolderUseCases(ports),
    snippets: snippetUseCases(ports),
    formTemplates: formTemplateUseCases(ports),
    comparing: comparingUseCases(ports),
    generation: generationUseCases(ports, libraryCache, settings.generation),
    interviews: interviewUseCases(ports, libraryCache),
    answerSets: answerSetUseCases(ports, libraryCache),
    jobs: jobUseCases(ports, libraryCache, settings.jobs, settings.generation),
    webhooks: webhookUseCases(ports, settings.webhooks),
    settings: settingsUseCases(ports),
    sweeps: sweepUseCases(ports),
  };
};
export type ApplicationUseCases = ReturnType<typeof applicationUseCases>;
