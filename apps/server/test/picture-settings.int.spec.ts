import { docxFromText } from '@quire/adapter-docx-engine/docx-text-document-writer';
import { pngPicture } from '@quire/testing/builders/png-picture';
import { startTestServer, type TestServer } from './server-harness';

jest.setTimeout(120_000);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const pngUri = (width: number, height: number): string => `data:image/png;base64,${pngPicture(width, height).toString('base64')}`;

const upload = async (server: TestServer, key: string, text: string): Promise<string> => {
  const uploaded = await fetch(`${server.url}/v1/FormTemplates?name=Settings`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': DOCX }, body: docxFromText(text) });
  expect(uploaded.status).toBe(201);
  return ((await uploaded.json()) as { id: string }).id;
};

const generate = (server: TestServer, key: string, id: string, data: Record<string, unknown>) =>
  fetch(`${server.url}/v1/FormTemplates/${id}/Generate`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ data }) });

/** The answer's warnings but those of data keys that are no alias (none is declared here). */
const warningsOf = (response: Response): Array<{ code: string; name: string }> =>
  (JSON.parse(response.headers.get('quire-warnings') ?? '[]') as Array<{ code: string; name: string }>).filter((warning) => warning.code !== 'unknown_data_key');

describe('picture and styled-text settings reach the engine', () => {
  let server: TestServer;
  afterEach(async () => server?.stop());

  it('leaves out a picture past a lowered GENERATION_MAX_PICTURE_BYTES or GENERATION_MAX_PICTURE_PIXELS, with a warning, and keeps one within them', async () => {
    server = await startTestServer({ SOFFICE_PATH: '/nonexistent/soffice', GENERATION_MAX_PICTURE_BYTES: '2048', GENERATION_MAX_PICTURE_PIXELS: '10000' });
    const key = server.bootstrapKey as string;
    const id = await upload(server, key, 'Logo: {{logo | image}}');
    const small = await generate(server, key, id, { logo: pngUri(20, 20) });
    expect([small.status, warningsOf(small)]).toEqual([200, []]);
    const wide = await generate(server, key, id, { logo: pngUri(200, 60) });
    expect(wide.status).toBe(200);
    expect(warningsOf(wide)).toEqual([expect.objectContaining({ code: 'picture_too_large', name: 'logo', message: expect.stringMatching(/200 × 60 pixels, over the limit of 10,000/) })]);
    const heavy = await generate(server, key, id, { logo: `data:image/png;base64,${Buffer.concat([pngPicture(20, 20), Buffer.alloc(4096)]).toString('base64')}` });
    expect(warningsOf(heavy)).toEqual([expect.objectContaining({ code: 'picture_too_large', name: 'logo', message: expect.stringMatching(/over the limit of 2\.0 KiB a picture/) })]);
  });

  it('keeps to a lowered GENERATION_MAX_PICTURES, counting a picture placed twice once', async () => {
    server = await startTestServer({ SOFFICE_PATH: '/nonexistent/soffice', GENERATION_MAX_PICTURES: '1' });
    const key = server.bootstrapKey as string;
    const id = await upload(server, key, '{{a | image}} {{b | image}} {{c | image}}');
    const response = await generate(server, key, id, { a: pngUri(10, 10), b: pngUri(10, 10), c: pngUri(12, 12) });
    expect(response.status).toBe(200);
    expect(warningsOf(response)).toEqual([expect.objectContaining({ code: 'too_many_pictures', name: 'c' })]);
  });

  it('refuses a markdown value past a lowered GENERATION_MAX_STYLED_TEXT_LENGTH with 422 data_too_large', async () => {
    server = await startTestServer({ SOFFICE_PATH: '/nonexistent/soffice', GENERATION_MAX_STYLED_TEXT_LENGTH: '40' });
    const key = server.bootstrapKey as string;
    const id = await upload(server, key, '{{clause | markdown}}');
    expect((await generate(server, key, id, { clause: 'A **short** clause.' })).status).toBe(200);
    const refused = await generate(server, key, id, { clause: `A **long** clause: ${'and so on '.repeat(10)}` });
    const problem = (await refused.json()) as { code: string; limit: number };
    expect([refused.status, problem.code, problem.limit]).toEqual([422, 'data_too_large', 40]);
  });
});
