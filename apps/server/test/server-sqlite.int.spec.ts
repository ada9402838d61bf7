import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { exerciseApiKeyLifecycle } from './api-key-lifecycle';
import { startTestServer, type TestServer } from './server-harness';

describe('the server on the embedded store (SQLite + blob folder)', () => {
  let server: TestServer;
  afterEach(async () => server?.stop());

  describe('when started on an empty data folder', () => {
    it('bootstraps one key, serves the key lifecycle and stores no secret in plaintext', async () => {
      server = await startTestServer();
      expect(server.bootstrapKey).toMatch(/^qk_[0-9A-Za-z]{49}$/);
      const secrets = await exerciseApiKeyLifecycle(server, server.bootstrapKey as string);
      await server.stop();

      const files = fs.readdirSync(server.dataDir).filter((f) => f.startsWith('quire.sqlite'));
      expect(files.length).toBeGreaterThan(0);
      const dump = Buffer.concat(files.map((f) => fs.readFileSync(path.join(server.dataDir, f)))).toString('latin1');
      expect(dump).toContain(secrets[0]?.slice(0, 12)); // the prefix is stored, so the dump is readable...
      for (const secret of secrets) expect(dump).not.toContain(secret); // ...but never a whole secret
    });
  });

  describe('when started again on the same data folder', () => {
    it('does not bootstrap again and the first key still works', async () => {
      const first = await startTestServer();
      const key = first.bootstrapKey as string;
      await first.stop();
      server = await startTestServer({}, first.dataDir);
      expect(server.bootstrapKey).toBeUndefined();
      expect((await server.call('GET', '/v1/ApiKeys', key)).status).toBe(200);
    });
  });

  describe('when asked to stop', () => {
    it('finishes and closes so the data folder can be reopened', async () => {
      server = await startTestServer();
      await server.stop();
      const again = await startTestServer({}, server.dataDir);
      expect((await again.call('GET', '/healthz', undefined)).status).toBe(200);
      server = again;
    });
  });

  describe('when a crash left temp files in the blob folder', () => {
    it('sweeps those older than the grace period (a day) and keeps the younger', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-server-'));
      const tempDir = path.join(dataDir, 'blobs', '.tmp');
      fs.mkdirSync(tempDir, { recursive: true });
      const tempFile = (name: string, ageMs: number): string => {
        const file = path.join(tempDir, name);
        fs.writeFileSync(file, 'half a blob');
        const writtenAt = new Date(Date.now() - ageMs);
        fs.utimesSync(file, writtenAt, writtenAt);
        return file;
      };
      const abandoned = tempFile('0123456789abcdef01234567.tmp', 25 * 60 * 60 * 1000);
      const inProgress = tempFile('76543210fedcba9876543210.tmp', 60 * 1000);
      server = await startTestServer({ SWEEP_INTERVAL_MS: '20' }, dataDir);
      for (let waited = 0; fs.existsSync(abandoned) && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      expect([fs.existsSync(abandoned), fs.existsSync(inProgress)]).toEqual([false, true]);
    });
  });
});
