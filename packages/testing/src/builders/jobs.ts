import type { TenantId } from '@quire/domain/ids';
import { type Job, jobId } from '@quire/domain/jobs/job';
import { arbitraryUser } from './accounts';
import { T0 } from './instants';
import { nextNumber } from './next-number';

/** A queued batch of `total` items of the tenant, with new ids; override only what the test is about. */
export const arbitraryJob = (tenantId: TenantId, overrides: Partial<Job> = {}): Job => ({
  id: jobId(`job-${nextNumber()}`),
  tenantId,
  createdBy: arbitraryUser().id,
  kind: 'batch',
  status: 'queued',
  settings: { templateIds: ['t1'], format: 'docx', fileName: null, bundle: 'zip', options: { missing: 'blank', keepContentControls: false, locale: 'en-US', timeZone: 'UTC' } },
  total: 4,
  succeeded: 0,
  failed: 0,
  createdAt: T0,
  updatedAt: T0,
  startedAt: null,
  finishedAt: null,
  version: 1,
  result: null,
  ...overrides,
});
