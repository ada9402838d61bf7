import { auditChainSpecs } from '../../test/audit-chain-specs';
import { useMigratedDatabase } from '../../test/migrated-database';

describe('the audit chain on SQLite', () => {
  auditChainSpecs(useMigratedDatabase('sqlite'));
});
