import { docxText } from '@quire/docx-engine';
import { startServerProcess, type ServerProcess } from '@quire/server/test/server-process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { createQuireClient, docxBody, type QuireClient } from '@quire/client';

/*
 * The client against a real server (apps/server in a process of its own, embedded store): what the
 * generated types describe is what the server answers. This file is type-checked by the package's
 * `typecheck` task, so a path, parameter or body the document does not have fails `npm test`.
 */
const LETTER = readFileSync(path.join(__dirname, '..', '..', 'packages', 'docx-engine', 'examples', 'letter.docx'));

describe('@quire/client against a running server', () => {
  let server: ServerProcess;
  let client: QuireClient;

  beforeAll(async () => {
    server = await startServerProcess({ nodeFlags: [] });
    client = createQuireClient({ baseUrl: server.url, apiKey: server.apiKey });
  }, 300_000);
  afterAll(() => server?.stop());

  it('creates an alias, uploads a template and generates a document from it', async () => {
    const alias = await client.POST('/v1/Aliases', { body: { name: 'client_name', type: 'text', label: 'Client name' } });
    expect(alias.response.status).toBe(201);
    expect(alias.data?.name).toBe('client_name');

    const upload = await client.POST('/v1/FormTemplates', { params: { query: { name: 'Letter' } }, ...docxBody(LETTER) });
    expect(upload.response.status).toBe(201);
    const template = upload.data;
    if (template === undefined) throw new Error(`upload failed: ${JSON.stringify(upload.error)}`);
    expect(template.name).toBe('Letter');

    const generated = await client.POST('/v1/FormTemplates/{id}/Generate', {
      params: { path: { id: template.id } },
      body: { data: { client_name: 'Ada Lovelace', fee: 1250, items: [{ description: 'Review the lease' }], signatory: 'Quire' } },
      parseAs: 'arrayBuffer',
    });
    expect(generated.response.status).toBe(200);
    if (generated.data === undefined) throw new Error(`generation failed: ${JSON.stringify(generated.error)}`);
    const text = docxText(new Uint8Array(generated.data));
    expect(text.ok && text.value).toContain('Dear Ada Lovelace,');
  });

  it('answers a problem, typed, for a refused request', async () => {
    const refused = await client.POST('/v1/Aliases', { body: { name: 'and', type: 'text' } });
    expect(refused.response.status).toBe(422);
    expect(refused.error?.code).toBe('validation_failed');
  });

  it('is refused with a wrong key', async () => {
    const stranger = createQuireClient({ baseUrl: server.url, apiKey: 'quire_not_a_key' });
    const answer = await stranger.GET('/v1/Aliases', {});
    expect(answer.response.status).toBe(401);
  });

  it('lets TypeScript refuse what the document does not allow', () => {
    // Never sent: these lines exist for `tsc` (npm test's typecheck), which must reject each one.
    const typeErrors = (): void => {
      // @ts-expect-error an alias type the API does not have
      void client.POST('/v1/Aliases', { body: { name: 'x', type: 'string' } });
      // @ts-expect-error a path the API does not have
      void client.GET('/v1/Nothing', {});
      // @ts-expect-error Generate needs the template's id
      void client.POST('/v1/FormTemplates/{id}/Generate', { body: { data: {} } });
    };
    expect(typeof typeErrors).toBe('function');
  });
});
