import { blobStoreContract } from './contracts/blob-store-contract';
import { persistenceContracts } from './contracts/persistence-contracts';
import { FixedClock } from './fixed-clock';
import { InMemoryApiKeyRepository } from './in-memory-api-key-repository';
import { InMemoryBlobStore } from './in-memory-blob-store';
import { InMemoryTenantRepository } from './in-memory-tenant-repository';
import { InMemoryUserRepository } from './in-memory-user-repository';

const noCleanup = async (): Promise<void> => undefined;

describe('in-memory adapters', () => {
  persistenceContracts(async () => ({
    tenants: new InMemoryTenantRepository(),
    users: new InMemoryUserRepository(),
    apiKeys: new InMemoryApiKeyRepository(),
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
