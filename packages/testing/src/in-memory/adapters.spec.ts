import { blobStoreContract } from '../contracts/blob-store-contract';
import { persistenceContracts } from '../contracts/persistence-contracts';
import { FixedClock } from '../fixed-clock';
import { InMemoryApiKeyRepository } from './api-key-repository';
import { InMemoryBlobStore } from './blob-store';
import { InMemorySessionRepository } from './session-repository';
import { InMemoryTenantRepository } from './tenant-repository';
import { InMemoryUserRepository } from './user-repository';

const noCleanup = async (): Promise<void> => undefined;

describe('in-memory adapters', () => {
  persistenceContracts(async () => ({
    tenants: new InMemoryTenantRepository(),
    users: new InMemoryUserRepository(),
    apiKeys: new InMemoryApiKeyRepository(),
    sessions: new InMemorySessionRepository(),
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
