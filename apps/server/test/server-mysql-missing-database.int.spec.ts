import { powerlessUserOnMissingDatabase } from '@quire/testing/powerless-mysql-user';
import { dropMysqlDatabase, testMysqlUrl, unusedMysqlDatabaseName } from '@quire/testing/temporary-mysql-database';
import { startTestServer, type TestServer } from './server-harness';

const PEPPER = 'test-pepper-'.repeat(4);

describe('the server started on a DATABASE_URL that names a missing MySQL database', () => {
  describe('when its user may create databases', () => {
    const name = unusedMysqlDatabaseName();
    const lines: string[] = [];
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ DATABASE_URL: testMysqlUrl(name), KEY_PEPPER: PEPPER }, undefined, lines);
    });
    afterAll(async () => {
      await server?.stop();
      await dropMysqlDatabase(name);
    });

    it('creates it, says so in one log line without the URL, and starts on it', async () => {
      const created = lines.map((line) => JSON.parse(line) as { msg?: string; database?: string }).filter((line) => line.msg?.startsWith('created the database'));
      expect(created).toEqual([expect.objectContaining({ msg: 'created the database that DATABASE_URL names', database: name })]);
      expect(lines.filter((line) => line.includes('mysql://'))).toEqual([]);
      expect(server.bootstrapKey).toMatch(/^qk_/);
      expect((await server.call('GET', '/readyz', undefined)).status).toBe(200);
    });
  });

  describe('when its user may not create it', () => {
    const powerless = powerlessUserOnMissingDatabase();

    it('does not start, and says which setting and what to do', async () => {
      const failure = await startTestServer({ DATABASE_URL: powerless.url(), KEY_PEPPER: PEPPER }).then(
        async (server) => {
          await server.stop();
          return 'started';
        },
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(failure).toMatch(/^DATABASE_URL names the database "quire_test_\w+", which its user can neither open nor create: create it \(CREATE DATABASE `\w+`/);
      expect(failure).toContain('or give the user the CREATE privilege');
      expect(failure).not.toContain(powerless.password());
    });
  });
});
