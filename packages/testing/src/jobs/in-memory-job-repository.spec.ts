import { jobRepositoryContract } from './job-repository-contract';
import { arbitraryTenant } from '../builders/accounts';
import { InMemoryJobRepository } from './in-memory-job-repository';

describe('InMemoryJobRepository', () => {
  jobRepositoryContract(() => ({ jobs: new InMemoryJobRepository(), addTenant: async () => arbitraryTenant().id }));
});
