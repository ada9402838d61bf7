import { createTemporaryMysqlDatabase, type TemporaryMysqlDatabase } from '@quire/testing/temporary-mysql-database';
import { execFileSync } from 'node:child_process';
import { exerciseApiKeyLifecycle } from './api-key-lifecycle';
import { startTestServer, type TestServer } from './server-harness';

describe('the server on MySQL (DATABASE_URL=mysql://...)', () => {
  let database: TemporaryMysqlDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTemporaryMysqlDatabase();
    server = await startTestServer({ DATABASE_URL: database.url, KEY_PEPPER: 'test-pepper-'.repeat(4) });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('bootstraps, serves the key lifecycle and a mysqldump holds no secret', async () => {
    expect(server.bootstrapKey).toMatch(/^qk_/);
    const secrets = await exerciseApiKeyLifecycle(server, server.bootstrapKey as string);
    const url = new URL(database.url);
    const dump = execFileSync('mysqldump', ['-h', url.hostname, '-P', url.port || '3306', '-u', decodeURIComponent(url.username), database.name], { encoding: 'utf8' });
    expect(dump).toContain('api_keys');
    expect(dump).toContain(secrets[1]?.slice(0, 12));
    for (const secret of secrets) expect(dump).not.toContain(secret);
  });

  it('answers ready with the database reachable', async () => {
    expect((await server.call('GET', '/readyz', undefined)).status).toBe(200);
  });
});
