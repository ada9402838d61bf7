import { signingCertificateContracts } from '@quire/testing/settings/signing-certificates-contract';
import { useMigratedDatabase } from '../../test/migrated-database';
import { KnexTenantRepository } from '../accounts/knex-tenant-repository';
import { KnexSigningCertificates } from './knex-signing-certificates';

describe('KnexSigningCertificates on SQLite', () => {
  const db = useMigratedDatabase('sqlite file');
  signingCertificateContracts(async () => ({ tenants: new KnexTenantRepository(db()), signingCertificates: new KnexSigningCertificates(db()), cleanup: async () => undefined }));
});
