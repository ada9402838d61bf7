import { powerlessUserOnMissingDatabase } from '@quire/testing/powerless-mysql-user';
import { asMysqlAdmin, dropMysqlDatabase, testMysqlUrl, unusedMysqlDatabaseName } from '@quire/testing/temporary-mysql-database';
import { createDatabaseIfMissing } from './create-database-if-missing';
import { createKnex } from './create-knex';
import { migrateToLatest } from './migrations/migrate-to-latest';

/** The database's collation as the server reports it, or undefined when there is no such database. */
const collationOf = (name: string): Promise<string | undefined> =>
  asMysqlAdmin(async (admin) => {
    const [rows] = await admin.query('SELECT DEFAULT_COLLATION_NAME AS collation FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [name]);
    return (rows as Array<{ collation: string }>)[0]?.collation;
  });

describe('createDatabaseIfMissing on MariaDB', () => {
  describe('when DATABASE_URL names a database the server does not have', () => {
    const name = unusedMysqlDatabaseName();
    afterAll(() => dropMysqlDatabase(name));

    it('creates it, utf8mb4 with binary comparison, answers its name, and the migrations then run in it', async () => {
      expect(await collationOf(name)).toBeUndefined();
      expect(await createDatabaseIfMissing(testMysqlUrl(name))).toBe(name);
      expect(await collationOf(name)).toBe('utf8mb4_bin');
      const knex = createKnex(testMysqlUrl(name));
      try {
        expect((await migrateToLatest(knex)).length).toBeGreaterThan(0);
      } finally {
        await knex.destroy();
      }
    });

    it('does nothing the second time', async () => {
      expect(await createDatabaseIfMissing(testMysqlUrl(name))).toBeUndefined();
      expect(await collationOf(name)).toBe('utf8mb4_bin');
    });
  });

  describe('when its user may not create databases', () => {
    const powerless = powerlessUserOnMissingDatabase();

    it('refuses with a message that names DATABASE_URL and the fix, and no secret', async () => {
      const failure = await createDatabaseIfMissing(powerless.url()).then(
        () => 'created',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(failure).toContain('DATABASE_URL');
      expect(failure).toContain(`CREATE DATABASE \`${powerless.database}\``);
      expect(failure).toContain('CREATE privilege');
      expect(failure).not.toContain(powerless.password());
      expect(await collationOf(powerless.database)).toBeUndefined();
    });
  });
});
