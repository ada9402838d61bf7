import { AliasRepositoryToken } from '@quire/ports/library/alias-repository';
import { ApiKeyRepositoryToken } from '@quire/ports/accounts/api-key-repository';
import { IdempotencyStoreToken } from '@quire/ports/storage/idempotency-store';
import { LibraryRevisionsToken } from '@quire/ports/library/library-revisions';
import { UsageQueriesToken } from '@quire/ports/library/usage';
import { ClockToken } from '@quire/ports/platform/clock';
import { Container } from 'inversify';
import { createInMemoryAdapters, inMemoryModule } from './adapters';

describe('inMemoryModule', () => {
  it('binds the port tokens to the very adapters a test holds', async () => {
    const adapters = createInMemoryAdapters();
    const container = new Container();
    await container.load(inMemoryModule(adapters));
    expect(container.get(ApiKeyRepositoryToken)).toBe(adapters.apiKeys);
    expect(container.get(ClockToken)).toBe(adapters.clock);
    expect(container.get(AliasRepositoryToken)).toBe(adapters.aliases);
    expect(container.get(UsageQueriesToken)).toBe(adapters.usage);
    expect(container.get(IdempotencyStoreToken)).toBe(adapters.idempotency);
    expect(container.get(LibraryRevisionsToken)).toBe(adapters.revisions);
  });
});
