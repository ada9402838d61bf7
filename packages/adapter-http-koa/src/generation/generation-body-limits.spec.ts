import { pngPicture } from '@quire/testing/builders/png-picture';
import { zipEntries } from '../../test/generated-text';
import { useHarness } from '../../test/http-harness';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const BODY_LIMIT = 256 * 1024;
const DATA_LIMIT = 16 * 1024;

/** A PNG of about `bytes` bytes: a small picture followed by bytes no viewer reads. */
const pictureOf = (bytes: number): Buffer => {
  const png = pngPicture(16, 16);
  return Buffer.concat([png, Buffer.alloc(Math.max(0, bytes - png.length))]);
};

/** Text data whose body, `{"data":{"note":"…"}}`, is exactly `size` bytes. */
const noteBodyOf = (size: number): { data: { note: string } } => ({ data: { note: 'x'.repeat(size - JSON.stringify({ data: { note: '' } }).length) } });

describe('generation bodies: pictures beside the data limit (ADR 0033)', () => {
  const h = useHarness({ generationBodyLimitBytes: BODY_LIMIT, generationDataShape: { maxDepth: 64, maxKeys: 500, maxBytes: DATA_LIMIT } });

  const templateOf = async (secret: string, ...paragraphs: string[]): Promise<string> => {
    const response = await h.request('POST', '/v1/FormTemplates?name=Quote', { key: secret, body: paragraphsDocx(...paragraphs), headers: { 'Content-Type': DOCX } });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${response.text}`);
    return response.json().id as string;
  };

  it('takes data exactly at the data limit and refuses one byte more with 413, not counting pictures', async () => {
    const me = await h.member();
    const id = await templateOf(me.secret, 'Note: {{note}}');
    const generate = (json: unknown) => h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json });
    expect((await generate(noteBodyOf(DATA_LIMIT))).status).toBe(200);
    const over = await generate(noteBodyOf(DATA_LIMIT + 1));
    expect([over.status, over.json().code]).toEqual([413, 'payload_too_large']);
    expect(over.json().detail).toBe(`The request body is larger than ${DATA_LIMIT} bytes, not counting its pictures (data URIs and "base64" values).`);
  });

  it('places pictures of ten times the data limit in all, as a data URI or as base64, in a document and in a packet', async () => {
    const me = await h.member();
    const id = await templateOf(me.secret, 'Logo: {{logo | image}}', 'Photo: {{photo | image}}');
    const logo = `data:image/png;base64,${pictureOf(8 * DATA_LIMIT).toString('base64')}`;
    const photo = { base64: pictureOf(2 * DATA_LIMIT).toString('base64'), contentType: 'image/png' };
    const one = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { logo, photo } } });
    expect(one.status).toBe(200);
    expect(Object.keys(zipEntries(one.bytes)).filter((name) => name.startsWith('word/media/'))).toHaveLength(2);
    const packet = await h.request('POST', '/v1/FormTemplates/Generate', { key: me.secret, json: { templateIds: [id], data: { logo, photo } } });
    expect(packet.status).toBe(200);
  });

  it('refuses a body past the body limit with 413, pictures or not', async () => {
    const me = await h.member();
    const id = await templateOf(me.secret, 'Logo: {{logo | image}}');
    const logo = `data:image/png;base64,${pictureOf(BODY_LIMIT).toString('base64')}`;
    const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { logo } } });
    expect([response.status, response.json().code, response.json().detail]).toEqual([413, 'payload_too_large', `The request body is larger than ${BODY_LIMIT} bytes.`]);
  });
});
