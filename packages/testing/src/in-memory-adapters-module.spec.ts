import { ApiKeyRepositoryToken } from '@quire/ports/api-key-repository';
import { ClockToken } from '@quire/ports/clock';
import { Container } from 'inversify';
import { createInMemoryAdapters, inMemoryModule } from './in-memory-adapters';

describe('inMemoryModule', () => {
  it('binds the port tokens to the very adapters a test holds', async () => {
    const adapters = createInMemoryAdapters();
    const container = new Container();
    await container.load(inMemoryModule(adapters));
    expect(container.get(ApiKeyRepositoryToken)).toBe(adapters.apiKeys);
    expect(container.get(ClockToken)).toBe(adapters.clock);
  });
});
