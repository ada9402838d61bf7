import { useMigratedDatabase } from '../test/migrated-database';
import { raceSpecs } from '../test/race-specs';

describe('races on SQLite, through the use cases', () => {
  raceSpecs(useMigratedDatabase('sqlite'));
});
