import { knexRateLimiterSpecs } from '../../test/rate-limiter-specs';
import { useMigratedDatabase } from '../../test/migrated-database';

describe('the Knex rate limiter on SQLite', () => {
  knexRateLimiterSpecs(useMigratedDatabase('sqlite'));
});
