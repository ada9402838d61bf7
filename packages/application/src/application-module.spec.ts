import { ApiKeyRepositoryToken } from '@quire/ports/accounts/api-key-repository';
import { ClockToken } from '@quire/ports/platform/clock';
import { IdGeneratorToken } from '@quire/ports/platform/id-generator';
import { KeyHasherToken } from '@quire/ports/accounts/key-hasher';
import { RandomSourceToken } from '@quire/ports/platform/random-source';
import { TenantRepositoryToken } from '@quire/ports/accounts/tenant-repository';
import { UserRepositoryToken } from '@quire/ports/accounts/user-repository';
import * as O from 'fp-ts/Option';
import { Container } from 'inversify';
import { inMemoryWorld, right } from '../test/in-memory-world';
import { applicationModule } from './application-module';
import { AuthenticateApiKeyToken } from './api-keys/authenticate-api-key';
import { BootstrapInstallationToken } from './accounts/bootstrap-installation';
import { TenantLibraryCache, TenantLibraryCacheToken } from './library/tenant-library-cache';
import { createInMemoryAdapters, inMemoryModule } from '@quire/testing/in-memory-adapters';

describe('applicationModule', () => {
  describe('when the ports are bound', () => {
    it('resolves use cases wired to those ports', async () => {
      const world = inMemoryWorld();
      const container = new Container();
      container.bind(ApiKeyRepositoryToken).toConstantValue(world.apiKeys);
      container.bind(UserRepositoryToken).toConstantValue(world.users);
      container.bind(TenantRepositoryToken).toConstantValue(world.tenants);
      container.bind(IdGeneratorToken).toConstantValue(world.ids);
      container.bind(RandomSourceToken).toConstantValue(world.random);
      container.bind(KeyHasherToken).toConstantValue(world.hasher);
      container.bind(ClockToken).toConstantValue(world.clock);
      container.loadSync(applicationModule);

      const bootstrap = container.get(BootstrapInstallationToken);
      const result = await right(bootstrap({ tenantName: 't', userEmail: 'a@b.c', userName: 'a', keyName: 'k' }));
      if (O.isNone(result)) throw new Error('expected a bootstrap');
      await expect(right(container.get(AuthenticateApiKeyToken)(result.value.secret))).resolves.toMatchObject({ keyId: result.value.key.id });
      await expect(right(world.tenants.count())).resolves.toBe(1);
    });
  });

  describe('the tenant library cache', () => {
    it('is one per container, shared by every generation', () => {
      const container = new Container();
      container.loadSync(inMemoryModule(createInMemoryAdapters()), applicationModule);
      const cache = container.get(TenantLibraryCacheToken);
      expect(cache).toBeInstanceOf(TenantLibraryCache);
      expect(container.get(TenantLibraryCacheToken)).toBe(cache);
    });
  });
});
