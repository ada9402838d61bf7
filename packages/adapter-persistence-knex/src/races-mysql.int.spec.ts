import { useMigratedDatabase } from '../test/migrated-database';
import { raceSpecs } from '../test/race-specs';

/** Never skipped: fails when the server is unreachable. */
describe('races on MySQL/MariaDB, through the use cases', () => {
  raceSpecs(useMigratedDatabase('mysql'));
});
