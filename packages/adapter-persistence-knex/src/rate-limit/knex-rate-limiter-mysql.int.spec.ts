import { knexRateLimiterSpecs } from '../../test/rate-limiter-specs';
import { useMigratedDatabase } from '../../test/migrated-database';

/** The rate limiter contract on a fresh MySQL/MariaDB database, dropped afterwards. Never skipped. */
describe('the Knex rate limiter on MySQL/MariaDB', () => {
  knexRateLimiterSpecs(useMigratedDatabase('mysql'));
});
