import type { ApplicationSettings } from '@quire/application/application-use-cases';
import { DEFAULT_JOB_LIMITS } from '@quire/application/jobs/job-settings';
import { DEFAULT_WEBHOOK_SETTINGS } from '@quire/application/webhooks/webhook-settings';
import { tenantId } from '@quire/domain/ids';
import { hostname } from 'node:os';
import type { ServerConfig } from '../config';

/** The application's limits and timings from the configuration. */
export const applicationSettingsOf = (config: ServerConfig): ApplicationSettings => ({
  generation: { render: config.renderLimits, timeoutMs: config.generationTimeoutMs },
  jobs: {
    ...DEFAULT_JOB_LIMITS,
    maxItems: config.batchMaxItems,
    maxResultBytes: config.jobResultLimitBytes,
    chunkItems: config.jobChunkItems,
    leaseMs: config.jobLeaseMs,
    workerName: `${hostname()}:${process.pid}`,
  },
  webhooks: {
    ...DEFAULT_WEBHOOK_SETTINGS,
    maxPerTenant: config.webhooks.maxPerTenant,
    retry: { baseDelayMs: config.webhooks.retryBaseMs, maxDelayMs: config.webhooks.retryMaxDelayMs, windowMs: config.webhooks.retryWindowMs },
    // A claim outlives the attempt it covers by far: no two processes send one delivery at once.
    leaseMs: Math.max(DEFAULT_WEBHOOK_SETTINGS.leaseMs, 3 * config.webhooks.timeoutMs),
  },
  sessions: { join: config.oidc?.join === undefined ? undefined : { role: config.oidc.join.role, tenantId: tenantId(config.oidc.join.tenantId) } },
});
