import { ApiKeyRepositoryToken } from '@quire/ports/api-key-repository';
import { BlobStoreToken } from '@quire/ports/blob-store';
import { ClockToken } from '@quire/ports/clock';
import { DatabaseHealthToken } from '@quire/ports/database-health';
import { IdGeneratorToken } from '@quire/ports/id-generator';
import { KeyHasherToken } from '@quire/ports/key-hasher';
import { RandomSourceToken } from '@quire/ports/random-source';
import { TenantRepositoryToken } from '@quire/ports/tenant-repository';
import { UserRepositoryToken } from '@quire/ports/user-repository';
import { ContainerModule } from 'inversify';
import { CountingRandomSource } from './counting-random-source';
import { FakeKeyHasher } from './fake-key-hasher';
import { FixedClock } from './fixed-clock';
import { InMemoryApiKeyRepository } from './in-memory-api-key-repository';
import { InMemoryBlobStore } from './in-memory-blob-store';
import { InMemoryDatabaseHealth } from './in-memory-database-health';
import { InMemoryTenantRepository } from './in-memory-tenant-repository';
import { InMemoryUserRepository } from './in-memory-user-repository';
import { SequentialIdGenerator } from './sequential-id-generator';

/** Every port with an in-memory or deterministic adapter, kept so a test can look inside or steer them. */
export type InMemoryAdapters = {
  readonly clock: FixedClock;
  readonly ids: SequentialIdGenerator;
  readonly random: CountingRandomSource;
  readonly keyHasher: FakeKeyHasher;
  readonly tenants: InMemoryTenantRepository;
  readonly users: InMemoryUserRepository;
  readonly apiKeys: InMemoryApiKeyRepository;
  readonly blobs: InMemoryBlobStore;
  readonly database: InMemoryDatabaseHealth;
};

export const createInMemoryAdapters = (clock = new FixedClock()): InMemoryAdapters => ({
  clock,
  ids: new SequentialIdGenerator(),
  random: new CountingRandomSource(),
  keyHasher: new FakeKeyHasher(),
  tenants: new InMemoryTenantRepository(),
  users: new InMemoryUserRepository(),
  apiKeys: new InMemoryApiKeyRepository(),
  blobs: new InMemoryBlobStore(clock),
  database: new InMemoryDatabaseHealth(),
});

/** Binds every port token to the given in-memory adapters (one container per test). */
export const inMemoryModule = (adapters: InMemoryAdapters): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(ClockToken).toConstantValue(adapters.clock);
    bind(IdGeneratorToken).toConstantValue(adapters.ids);
    bind(RandomSourceToken).toConstantValue(adapters.random);
    bind(KeyHasherToken).toConstantValue(adapters.keyHasher);
    bind(TenantRepositoryToken).toConstantValue(adapters.tenants);
    bind(UserRepositoryToken).toConstantValue(adapters.users);
    bind(ApiKeyRepositoryToken).toConstantValue(adapters.apiKeys);
    bind(BlobStoreToken).toConstantValue(adapters.blobs);
    bind(DatabaseHealthToken).toConstantValue(adapters.database);
  });
