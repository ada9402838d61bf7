import { DocxTextDocumentWriter } from '@quire/adapter-docx-engine/docx-text-document-writer';
import { startTestServer, type TestServer } from './server-harness';

jest.setTimeout(120_000);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const generate = async (server: TestServer, key: string, format: 'docx' | 'pdf') => {
  const template = await new DocxTextDocumentWriter().fromText('Dear {{client_name}},')();
  const uploaded = await fetch(`${server.url}/v1/FormTemplates?name=Letter%20${format}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': DOCX }, body: template });
  expect(uploaded.status).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  return fetch(`${server.url}/v1/FormTemplates/${id}/Generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { client_name: 'Ada' }, format }),
  });
};

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
});
