import { auditChainSpecs } from '../../test/audit-chain-specs';
import { useMigratedDatabase } from '../../test/migrated-database';

/** On a fresh MariaDB database (never skipped: fails when the server is unreachable). */
describe('the audit chain on MySQL/MariaDB', () => {
  auditChainSpecs(useMigratedDatabase('mysql'));
});
