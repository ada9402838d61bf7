import { jobRepositoryContract } from '../contracts/job-repository-contract';
import { arbitraryTenant } from '../builders/accounts';
import { InMemoryJobRepository } from './job-repository';

describe('InMemoryJobRepository', () => {
  jobRepositoryContract(() => ({ jobs: new InMemoryJobRepository(), addTenant: async () => arbitraryTenant().id }));
});
