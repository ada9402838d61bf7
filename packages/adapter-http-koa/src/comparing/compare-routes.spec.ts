import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import { docxText } from '@quire/docx-engine';
import { useHarness } from '../../test/http-harness';
import { multipart } from '../../test/multipart';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const LIMIT = 200 * 1024;

const pair = (original: Uint8Array, revised: Uint8Array): FormData => multipart({}, { original: { bytes: original, name: 'original.docx' }, revised: { bytes: revised, name: 'revised.docx' } });
const fileForm = (bytes: Uint8Array): FormData => multipart({}, { file: { bytes, name: 'file.docx' } });

describe('comparing documents over HTTP (the engine on the calling thread)', () => {
  const h = useHarness({ uploadLimitBytes: LIMIT });
  const original = paragraphsDocx('The rent is {{rent}} a month.', 'Pets are not allowed.');
  const revised = paragraphsDocx('The rent is {{rent}} a week.', 'Pets are not allowed.', 'Smoking is not allowed.');

  describe('POST /v1/Documents/Compare', () => {
    it('answers the revised .docx with tracked changes, and with ?format=json the list of changes', async () => {
      const me = await h.member();
      const docx = await h.request('POST', '/v1/Documents/Compare', { key: me.secret, body: pair(original, revised) });
      expect(docx.status).toBe(200);
      expect(docx.headers.get('content-type')).toBe(DOCX);
      expect(docx.headers.get('content-disposition')).toContain('compared.docx');
      const text = docxText(docx.bytes);
      expect(text.ok && text.value).toContain('Smoking is not allowed.');

      const json = await h.request('POST', '/v1/Documents/Compare?format=json', { key: me.secret, body: pair(original, revised) });
      expect(json.status).toBe(200);
      expect(json.json().changes).toEqual([
        { kind: 'changed', element: 'paragraph', area: 'body', part: 'word/document.xml', location: 'paragraph 1', before: 'The rent is {{rent}} a month.', after: 'The rent is {{rent}} a week.' },
        { kind: 'inserted', element: 'paragraph', area: 'body', part: 'word/document.xml', location: 'paragraph 3', after: 'Smoking is not allowed.' },
      ]);
    });

    it('refuses a missing part, an unknown part or field, an unknown format, and says which file the engine refused', async () => {
      const me = await h.member();
      const missing = await h.request('POST', '/v1/Documents/Compare', { key: me.secret, body: multipart({}, { original: { bytes: original, name: 'original.docx' } }) });
      expect([missing.status, missing.json().errors]).toEqual([422, [{ path: 'revised', message: expect.stringContaining('is required') }]]);

      const extra = pair(original, revised);
      extra.append('note', 'hi');
      const unknown = await h.request('POST', '/v1/Documents/Compare', { key: me.secret, body: extra });
      expect([unknown.status, unknown.json().errors]).toEqual([422, [{ path: 'note', message: expect.stringContaining('is not a known property') }]]);

      const format = await h.request('POST', '/v1/Documents/Compare?format=pdf', { key: me.secret, body: pair(original, revised) });
      expect(format.status).toBe(400);

      const broken = await h.request('POST', '/v1/Documents/Compare', { key: me.secret, body: pair(original, Buffer.from('not a zip at all')) });
      expect([broken.status, broken.json().code]).toEqual([415, 'not_a_zip']);
      expect(broken.json().detail).toMatch(/^The revised file: /);
    });

    it('refuses a file over the upload limit with 413', async () => {
      const me = await h.member();
      const large = await h.request('POST', '/v1/Documents/Compare', { key: me.secret, body: pair(original, new Uint8Array(LIMIT + 1)) });
      expect(large.status).toBe(413);
    });
  });

  describe('GET /v1/FormTemplates/:id/Versions/:a/Compare/:b', () => {
    it('compares two file versions of a template; an unknown version is 404', async () => {
      const me = await h.member();
      const created = await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: fileForm(original) });
      expect(created.status).toBe(201);
      const id = created.json().id as string;
      const updated = await h.request('PUT', `/v1/FormTemplates/${id}`, { key: me.secret, body: fileForm(revised), headers: { 'If-Match': created.headers.get('etag') ?? '' } });
      expect(updated.status).toBe(200);

      const json = await h.request('GET', `/v1/FormTemplates/${id}/Versions/1/Compare/2?format=json`, { key: me.secret });
      expect(json.status).toBe(200);
      expect(json.json().changes.map((change: { kind: string }) => change.kind)).toEqual(['changed', 'inserted']);
      const backwards = await h.request('GET', `/v1/FormTemplates/${id}/Versions/2/Compare/1?format=json`, { key: me.secret });
      expect(backwards.json().changes.map((change: { kind: string }) => change.kind)).toEqual(['changed', 'deleted']);

      const docx = await h.request('GET', `/v1/FormTemplates/${id}/Versions/1/Compare/2`, { key: me.secret });
      expect([docx.status, docx.headers.get('content-type')]).toEqual([200, DOCX]);
      expect(docx.headers.get('content-disposition')).toContain('v1 to v2.docx');

      expect((await h.request('GET', `/v1/FormTemplates/${id}/Versions/1/Compare/3`, { key: me.secret })).status).toBe(404);
      expect((await h.request('GET', `/v1/FormTemplates/${id}/Versions/0/Compare/2`, { key: me.secret })).status).toBe(404);
    });
  });
  describe('GET /v1/Snippets/:id/Versions/:a/Compare/:b', () => {
    it('keeps each new content of a snippet as a file version; compares two of them; an unknown version is 404', async () => {
      const me = await h.member();
      const created = await h.request('POST', '/v1/Snippets', { key: me.secret, json: { name: 'Notice', text: 'Notice in writing.\nWithin thirty days.' } });
      expect([created.status, created.json().fileVersion]).toEqual([201, 1]);
      const id = created.json().id as string;
      const first = await h.request('GET', `/v1/Snippets/${id}/Download`, { key: me.secret });
      const renamed = await h.request('PUT', `/v1/Snippets/${id}`, { key: me.secret, json: { description: 'Metadata only' }, headers: { 'If-Match': '"1"' } });
      expect([renamed.status, renamed.json().fileVersion]).toEqual([200, 1]);
      const updated = await h.request('PUT', `/v1/Snippets/${id}`, { key: me.secret, json: { text: 'Notice in writing.\nWithin fourteen days.\nBy email.' }, headers: { 'If-Match': '"2"' } });
      expect([updated.status, updated.json().fileVersion]).toEqual([200, 2]);

      const versions = await h.request('GET', `/v1/Snippets/${id}/Versions`, { key: me.secret });
      expect(versions.status).toBe(200);
      expect(versions.json().items.map((version: { number: number; current: boolean; sha256: string }) => [version.number, version.current, version.sha256])).toEqual([
        [1, false, created.json().sha256],
        [2, true, updated.json().sha256],
      ]);
      const firstAgain = await h.request('GET', `/v1/Snippets/${id}/Versions/1/Download`, { key: me.secret });
      expect([firstAgain.status, Buffer.compare(firstAgain.bytes, first.bytes)]).toEqual([200, 0]);

      const json = await h.request('GET', `/v1/Snippets/${id}/Versions/1/Compare/2?format=json`, { key: me.secret });
      expect(json.status).toBe(200);
      expect(json.json().changes).toEqual([
        expect.objectContaining({ kind: 'changed', element: 'paragraph', before: 'Within thirty days.', after: 'Within fourteen days.' }),
        expect.objectContaining({ kind: 'inserted', element: 'paragraph', after: 'By email.' }),
      ]);
      const docx = await h.request('GET', `/v1/Snippets/${id}/Versions/1/Compare/2`, { key: me.secret });
      expect([docx.status, docx.headers.get('content-type')]).toEqual([200, DOCX]);
      expect(docx.headers.get('content-disposition')).toContain('Notice v1 to v2.docx');
      const text = docxText(docx.bytes);
      expect(text.ok && text.value).toContain('By email.');

      expect((await h.request('GET', `/v1/Snippets/${id}/Versions/1/Compare/3`, { key: me.secret })).status).toBe(404);
      expect((await h.request('GET', `/v1/Snippets/${id}/Versions/x/Download`, { key: me.secret })).status).toBe(404);
      expect((await h.request('GET', `/v1/Snippets/${id}/Versions/1/Compare/2?format=pdf`, { key: me.secret })).status).toBe(400);
      const stranger = await h.member();
      expect((await h.request('GET', `/v1/Snippets/${id}/Versions`, { key: stranger.secret })).status).toBe(404);
    });
  });
});
