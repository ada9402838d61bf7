import type { PersistenceStores } from '@quire/testing/contracts/persistence-contracts';
import type { Knex } from 'knex';
import { KnexApiKeyRepository } from '../src/accounts/knex-api-key-repository';
import { KnexMemberRepository } from '../src/accounts/knex-member-repository';
import { KnexTenantRepository } from '../src/accounts/knex-tenant-repository';
import { KnexUserRepository } from '../src/accounts/knex-user-repository';
import { KnexSessionRepository } from '../src/sessions/knex-session-repository';

/** The account repositories on one database, for the persistence contracts (each test works in tenants of its own). */
export const knexAccountStores = (db: Knex): PersistenceStores => ({
  tenants: new KnexTenantRepository(db),
  users: new KnexUserRepository(db),
  members: new KnexMemberRepository(db),
  apiKeys: new KnexApiKeyRepository(db),
  sessions: new KnexSessionRepository(db),
  cleanup: async () => undefined,
});
