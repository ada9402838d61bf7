import * as E from 'fp-ts/Either';
import { createKnex } from './platform/create-knex';
import { KnexAliasRepository } from './library/knex-alias-repository';
import { KnexApiKeyRepository } from './accounts/knex-api-key-repository';
import { KnexIdempotencyStore } from './idempotency/knex-idempotency-store';
import { KnexLibraryRevisions } from './library/knex-library-revisions';
import { KnexSnippetFolderRepository } from './library/knex-snippet-folder-repository';
import { KnexTenantRepository } from './accounts/knex-tenant-repository';
import { KnexUsageQueries } from './library/knex-usage-queries';
import { KnexUserRepository } from './accounts/knex-user-repository';
import { migrateToLatest } from './platform/migrations/migrate-to-latest';
import { knexPersistenceAdapters } from './knex-persistence-adapters';

describe('knexPersistenceAdapters', () => {
  it('makes every persistence port a Knex adapter on the given database', async () => {
    const db = createKnex('sqlite::memory:');
    try {
      await migrateToLatest(db);
      const ports = knexPersistenceAdapters(db);
      expect(ports.tenants).toBeInstanceOf(KnexTenantRepository);
      expect(ports.users).toBeInstanceOf(KnexUserRepository);
      expect(ports.apiKeys).toBeInstanceOf(KnexApiKeyRepository);
      expect(ports.aliases).toBeInstanceOf(KnexAliasRepository);
      expect(ports.snippetFolders).toBeInstanceOf(KnexSnippetFolderRepository);
      expect(ports.usage).toBeInstanceOf(KnexUsageQueries);
      expect(ports.idempotency).toBeInstanceOf(KnexIdempotencyStore);
      expect(ports.revisions).toBeInstanceOf(KnexLibraryRevisions);
      expect(await ports.tenants.count()()).toEqual(E.right(0));
      expect(await ports.databaseHealth.ping()()).toEqual(E.right(undefined));
    } finally {
      await db.destroy();
    }
  });
});
