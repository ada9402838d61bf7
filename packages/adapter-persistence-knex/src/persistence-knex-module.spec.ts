import { AliasRepositoryToken } from '@quire/ports/library/alias-repository';
import { ApiKeyRepositoryToken } from '@quire/ports/accounts/api-key-repository';
import { IdempotencyStoreToken } from '@quire/ports/storage/idempotency-store';
import { LibraryRevisionsToken } from '@quire/ports/library/library-revisions';
import { UsageQueriesToken } from '@quire/ports/library/usage';
import { DatabaseHealthToken } from '@quire/ports/storage/database-health';
import { TenantRepositoryToken } from '@quire/ports/accounts/tenant-repository';
import { UserRepositoryToken } from '@quire/ports/accounts/user-repository';
import * as E from 'fp-ts/Either';
import { Container } from 'inversify';
import { createKnex } from './platform/create-knex';
import { KnexAliasRepository } from './library/knex-alias-repository';
import { KnexApiKeyRepository } from './accounts/knex-api-key-repository';
import { KnexIdempotencyStore } from './idempotency/knex-idempotency-store';
import { KnexLibraryRevisions } from './library/knex-library-revisions';
import { KnexTenantRepository } from './accounts/knex-tenant-repository';
import { KnexUsageQueries } from './library/knex-usage-queries';
import { KnexUserRepository } from './accounts/knex-user-repository';
import { migrateToLatest } from './platform/migrations/migrate-to-latest';
import { persistenceKnexModule } from './persistence-knex-module';

describe('persistenceKnexModule', () => {
  it('binds every persistence port to a Knex adapter on the given database', async () => {
    const db = createKnex('sqlite::memory:');
    try {
      await migrateToLatest(db);
      const container = new Container();
      await container.load(persistenceKnexModule(db));
      expect(container.get(TenantRepositoryToken)).toBeInstanceOf(KnexTenantRepository);
      expect(container.get(UserRepositoryToken)).toBeInstanceOf(KnexUserRepository);
      expect(container.get(ApiKeyRepositoryToken)).toBeInstanceOf(KnexApiKeyRepository);
      expect(container.get(AliasRepositoryToken)).toBeInstanceOf(KnexAliasRepository);
      expect(container.get(UsageQueriesToken)).toBeInstanceOf(KnexUsageQueries);
      expect(container.get(IdempotencyStoreToken)).toBeInstanceOf(KnexIdempotencyStore);
      expect(container.get(LibraryRevisionsToken)).toBeInstanceOf(KnexLibraryRevisions);
      expect(await container.get(TenantRepositoryToken).count()()).toEqual(E.right(0));
      expect(await container.get(DatabaseHealthToken).ping()()).toEqual(E.right(undefined));
    } finally {
      await db.destroy();
    }
  });
});
