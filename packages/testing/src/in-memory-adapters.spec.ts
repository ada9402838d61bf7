import { apiKeyRepositoryContract } from './contracts/api-key-repository-contract';
import { blobStoreContract } from './contracts/blob-store-contract';
import { tenantRepositoryContract } from './contracts/tenant-repository-contract';
import { userRepositoryContract } from './contracts/user-repository-contract';
import { FixedClock } from './fixed-clock';
import { InMemoryApiKeyRepository } from './in-memory-api-key-repository';
import { InMemoryBlobStore } from './in-memory-blob-store';
import { InMemoryTenantRepository } from './in-memory-tenant-repository';
import { InMemoryUserRepository } from './in-memory-user-repository';

const noCleanup = async (): Promise<void> => undefined;

describe('in-memory adapters', () => {
  tenantRepositoryContract(async () => ({ adapter: new InMemoryTenantRepository(), cleanup: noCleanup }));

  userRepositoryContract(async () => ({ adapter: new InMemoryUserRepository(), tenants: new InMemoryTenantRepository(), cleanup: noCleanup }));

  apiKeyRepositoryContract(async () => ({
    adapter: new InMemoryApiKeyRepository(),
    tenants: new InMemoryTenantRepository(),
    users: new InMemoryUserRepository(),
    cleanup: noCleanup,
  }));

  blobStoreContract(async () => {
    const store = new InMemoryBlobStore(new FixedClock());
    return {
      adapter: store,
      corrupt: async (digest) => store.corrupt(digest),
      backdate: async (digest, at) => store.backdate(digest, at),
      cleanup: noCleanup,
    };
  });
});
