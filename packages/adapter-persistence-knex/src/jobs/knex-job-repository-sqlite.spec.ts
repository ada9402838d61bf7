import { knexJobRepositorySpecs } from '../../test/job-repository-specs';
import { useMigratedDatabase } from '../../test/migrated-database';

describe('the Knex job repository on SQLite', () => {
  knexJobRepositorySpecs(useMigratedDatabase('sqlite'));
});
