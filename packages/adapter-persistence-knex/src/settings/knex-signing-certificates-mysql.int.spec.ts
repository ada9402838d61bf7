import { signingCertificateContracts } from '@quire/testing/settings/signing-certificates-contract';
import { useMigratedDatabase } from '../../test/migrated-database';
import { KnexTenantRepository } from '../accounts/knex-tenant-repository';
import { KnexSigningCertificates } from './knex-signing-certificates';

/** On a fresh MySQL/MariaDB database, dropped afterwards. Never skipped: fails when the server is unreachable. */
describe('KnexSigningCertificates on MySQL/MariaDB', () => {
  const db = useMigratedDatabase('mysql');
  signingCertificateContracts(async () => ({ tenants: new KnexTenantRepository(db()), signingCertificates: new KnexSigningCertificates(db()), cleanup: async () => undefined }));
});
