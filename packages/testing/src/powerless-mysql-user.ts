import { createTemporaryMysqlUser, dropMysqlDatabase, type TemporaryMysqlUser, testMysqlUrl, unusedMysqlDatabaseName } from './temporary-mysql-database';

/*
 * A jest fixture (it registers beforeAll and afterAll), apart from temporary-mysql-database.ts,
 * which the benchmarks import too and type-check without jest's globals.
 */
export type PowerlessUserOnMissingDatabase = {
  /** The database's name (it does not exist). */
  readonly database: string;
  /** The URL of the database as the user, with the user's password in it. */
  readonly url: () => string;
  readonly password: () => string;
};

/**
 * For the tests of the enclosing `describe`: a user with no privilege but to connect, and the name
 * of a database that does not exist. Both are removed after the tests (the database in case a
 * test made it).
 */
export const powerlessUserOnMissingDatabase = (): PowerlessUserOnMissingDatabase => {
  const database = unusedMysqlDatabaseName();
  let user: TemporaryMysqlUser | undefined;
  beforeAll(async () => {
    user = await createTemporaryMysqlUser();
  });
  afterAll(async () => {
    await user?.drop();
    await dropMysqlDatabase(database);
  });
  const created = (): TemporaryMysqlUser => {
    if (user === undefined) throw new Error('the user is made in beforeAll');
    return user;
  };
  return { database, url: () => testMysqlUrl(database, created()), password: () => created().password };
};
