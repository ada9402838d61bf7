import { blobStoreContract } from '../contracts/blob-store-contract';
import { persistenceContracts } from '../contracts/persistence-contracts';
import { FixedClock } from '../fixed-clock';
import { InMemoryApiKeyRepository } from './api-key-repository';
import { InMemoryBlobStore } from './blob-store';
import { InMemoryMemberRepository } from './member-repository';
import { InMemorySessionRepository } from './session-repository';
import { InMemoryTenantRepository } from './tenant-repository';
import { InMemoryUserRepository } from './user-repository';

const noCleanup = async (): Promise<void> => undefined;

describe('in-memory adapters', () => {
  persistenceContracts(async () => {
    const users = new InMemoryUserRepository();
    const apiKeys = new InMemoryApiKeyRepository();
    return { tenants: new InMemoryTenantRepository(), users, members: new InMemoryMemberRepository(users, apiKeys), apiKeys, sessions: new InMemorySessionRepository(), cleanup: noCleanup };
  });

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
