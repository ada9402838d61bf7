import path from 'node:path';
import { docxFromText } from '@quire/adapter-docx-engine/docx-text-document-writer';
import { createKnex } from '@quire/adapter-persistence-knex/create-knex';
import { knexPersistenceAdapters } from '@quire/adapter-persistence-knex/knex-persistence-adapters';
import { type ApiKey, deactivateApiKey } from '@quire/domain/accounts/api-key';
import type { UserId } from '@quire/domain/ids';
import * as E from 'fp-ts/Either';
import { startTestServer, type TestServer } from './server-harness';

jest.setTimeout(120_000);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const upload = async (server: TestServer, key: string, name: string): Promise<string> => {
  const template = docxFromText('Dear {{client_name}},');
  const uploaded = await fetch(`${server.url}/v1/FormTemplates?name=${encodeURIComponent(name)}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': DOCX }, body: template });
  expect(uploaded.status).toBe(201);
  return ((await uploaded.json()) as { id: string }).id;
};

const generateFrom = (server: TestServer, key: string, id: string, format: 'docx' | 'pdf') =>
  fetch(`${server.url}/v1/FormTemplates/${id}/Generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { client_name: 'Ada' }, format }),
  });

const generate = async (server: TestServer, key: string, format: 'docx' | 'pdf') => generateFrom(server, key, await upload(server, key, `Letter ${format}`), format);

describe('generation on the real server (embedded store)', () => {
  let server: TestServer;
  afterEach(async () => server?.stop());

  describe('when LibreOffice is not installed', () => {
    it('starts, generates .docx, and answers PDF requests 501 saying what to install', async () => {
      server = await startTestServer({ SOFFICE_PATH: '/nonexistent/soffice' });
      const key = server.bootstrapKey as string;
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const docx = await generate(server, key, 'docx');
      expect([docx.status, docx.headers.get('content-type')]).toEqual([200, DOCX]);
      const pdf = await generate(server, key, 'pdf');
      const problem = (await pdf.json()) as { code: string; detail: string };
      expect([pdf.status, problem.code]).toEqual([501, 'pdf_unavailable']);
      expect(problem.detail).toMatch(/install/i);
    });
  });

  describe('when LibreOffice is installed', () => {
    it('answers PDF through the warm workers', async () => {
      server = await startTestServer({ PDF_POOL_SIZE: '1' });
      const pdf = await generate(server, server.bootstrapKey as string, 'pdf');
      expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });

  describe('when the store changes between two requests (reads are remembered while it does not, ADR 0027)', () => {
    it('checks the data against an alias declared in between', async () => {
      server = await startTestServer({ SOFFICE_PATH: '/nonexistent/soffice' });
      const key = server.bootstrapKey as string;
      const id = await upload(server, key, 'Letter');
      expect((await generateFrom(server, key, id, 'docx')).status).toBe(200);
      const alias = await fetch(`${server.url}/v1/Aliases`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'client_name', type: 'date' }),
      });
      expect(alias.status).toBe(201);
      const refused = await generateFrom(server, key, id, 'docx');
      expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([422, 'data_invalid']);
    });

    it('refuses a key another process deactivated, at once', async () => {
      server = await startTestServer({ SOFFICE_PATH: '/nonexistent/soffice' });
      const key = server.bootstrapKey as string;
      // The first use records lastUsedAt (a write of this server's own); the second is read from memory.
      for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/v1/ApiKeys`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
      // Another process (this test's) deactivates the key through the store's own code.
      const other = createKnex(`sqlite:${path.join(server.dataDir, 'quire.sqlite')}`);
      try {
        const { apiKeys } = knexPersistenceAdapters(other);
        const row = (await other('api_keys').select('user_id').first()) as { user_id: UserId };
        const listed = await apiKeys.listByUser(row.user_id)();
        const [stored] = E.isRight(listed) ? listed.right : [];
        expect(stored?.status).toBe('active');
        expect(E.isRight(await apiKeys.update(deactivateApiKey(stored as ApiKey, new Date()))())).toBe(true);
      } finally {
        await other.destroy();
      }
      expect((await fetch(`${server.url}/v1/ApiKeys`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    });
  });
});
