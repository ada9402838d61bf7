import { arbitraryTenant } from '@quire/testing/builders/accounts';
import { jobRepositoryContract } from '@quire/testing/jobs/job-repository-contract';
import type { Knex } from 'knex';
import { KnexTenantRepository } from '../src/accounts/knex-tenant-repository';
import { KnexJobRepository } from '../src/jobs/knex-job-repository';

/** The JobRepository contract on a migrated database (its tenants inserted as the server does). */
export const knexJobRepositorySpecs = (db: () => Knex): void => {
  jobRepositoryContract(() => ({
    jobs: new KnexJobRepository(db()),
    addTenant: async () => {
      const tenant = arbitraryTenant();
      const inserted = await new KnexTenantRepository(db()).insert(tenant)();
      if (inserted._tag === 'Left') throw new Error('the tenant was not inserted');
      return tenant.id;
    },
  }));
};
