import { ApiKeyRepositoryToken } from '@quire/ports/api-key-repository';
import { DatabaseHealthToken } from '@quire/ports/database-health';
import { TenantRepositoryToken } from '@quire/ports/tenant-repository';
import { UserRepositoryToken } from '@quire/ports/user-repository';
import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { KnexApiKeyRepository } from './knex-api-key-repository';
import { KnexDatabaseHealth } from './knex-database-health';
import { KnexTenantRepository } from './knex-tenant-repository';
import { KnexUserRepository } from './knex-user-repository';

/**
 * Binds the persistence ports to Knex repositories on one Knex instance. The composition root owns
 * the instance: it creates it (createKnex), migrates it (migrateToLatest) and destroys it on shutdown.
 */
export const persistenceKnexModule = (knex: Knex): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(TenantRepositoryToken).toConstantValue(new KnexTenantRepository(knex));
    bind(UserRepositoryToken).toConstantValue(new KnexUserRepository(knex));
    bind(ApiKeyRepositoryToken).toConstantValue(new KnexApiKeyRepository(knex));
    bind(DatabaseHealthToken).toConstantValue(new KnexDatabaseHealth(knex));
  });
