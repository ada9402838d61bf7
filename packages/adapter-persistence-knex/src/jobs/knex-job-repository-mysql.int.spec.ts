import { knexJobRepositorySpecs } from '../../test/job-repository-specs';
import { useMigratedDatabase } from '../../test/migrated-database';

/** The JobRepository contract on a fresh MySQL/MariaDB database, dropped afterwards. Never skipped. */
describe('the Knex job repository on MySQL/MariaDB', () => {
  knexJobRepositorySpecs(useMigratedDatabase('mysql'));
});
