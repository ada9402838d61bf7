import { libraryContracts } from '@quire/testing/contracts/library-contracts';
import { knexLibraryAdapters } from './knex-library-adapters';
import { KnexTenantRepository } from '../accounts/knex-tenant-repository';
import { useMigratedDatabase } from '../../test/migrated-database';

describe('Knex library persistence on SQLite', () => {
  const db = useMigratedDatabase('sqlite file');

  libraryContracts(async () => ({ tenants: new KnexTenantRepository(db()), ...knexLibraryAdapters(db()), cleanup: async () => undefined }));
});
