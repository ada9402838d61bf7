import { causalReadSpecs } from '../../test/causal-reads-specs';
import { useMigratedDatabase } from '../../test/migrated-database';

describe('causal statements on SQLite', () => {
  causalReadSpecs(useMigratedDatabase('sqlite'), false);
});
