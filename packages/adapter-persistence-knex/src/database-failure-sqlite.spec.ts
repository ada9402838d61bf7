import { databaseFailureSpecs } from '../test/database-failure-specs';
import { useMigratedDatabase } from '../test/migrated-database';

describe('database failures on SQLite', () => {
  databaseFailureSpecs(useMigratedDatabase('sqlite'));
});
