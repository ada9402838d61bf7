import { causalReadSpecs } from '../../test/causal-reads-specs';
import { useMigratedDatabase } from '../../test/migrated-database';

/** On one MariaDB (wsrep_on OFF) or MySQL (no such variable): never skipped. */
describe('causal statements on MySQL/MariaDB without a cluster', () => {
  causalReadSpecs(useMigratedDatabase('mysql'), false);
});
