import { createHash } from 'node:crypto';
import * as http from 'node:http';
import { arbitraryAlias } from '@quire/testing/builders/library';
import { useHarness } from '../../../test/http-harness';
import { multipart } from '../../../test/multipart';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import { unsafeFiles } from '../../../test/unsafe-files';
import { tagsAcrossParagraphs } from '@quire/testing/hostile/tag-dense';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const LIMIT = 200 * 1024;

const upload = (bytes: Uint8Array, fields: Record<string, string> = {}, fileName = 'form.docx') => multipart(fields, { file: { bytes, name: fileName } });

describe('form template routes', () => {
  const h = useHarness({ uploadLimitBytes: LIMIT });

  const create = async (key: string, bytes: Uint8Array, fields: Record<string, string> = {}) => {
    const response = await h.request('POST', '/v1/FormTemplates', { key, body: upload(bytes, fields) });
    expect(response.status).toBe(201);
    return response.json();
  };

  describe('POST /v1/FormTemplates', () => {
    it('uploads a template: 201 with Location, ETag and its analysis (warnings do not block)', async () => {
      const me = await h.member();
      const bytes = paragraphsDocx('Lease between {{landlord}} and {{tenant_name}}', '{{#if pets}}Pets allowed.{{/if}}');
      const response = await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: upload(bytes, { name: 'Lease', description: 'Residential', tags: 'housing' }, 'lease-v1.docx') });
      expect(response.status).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ name: 'Lease', description: 'Residential', tags: ['housing'], fileName: 'lease-v1.docx', size: bytes.length, sha256: sha256(bytes), fileVersion: 1, version: 1 });
      expect(body.analysis.fields.map((field: { name: string }) => field.name)).toEqual(expect.arrayContaining(['landlord', 'tenant_name']));
      expect(body.analysis.rules).toMatchObject([{ name: 'pets' }]);
      expect(body.analysis.diagnostics.every((diagnostic: { severity: string }) => diagnostic.severity === 'warning')).toBe(true);
      expect(body.analysis.diagnostics.length).toBeGreaterThan(0);
      expect(response.headers.get('location')).toBe(`/v1/FormTemplates/${body.id}`);
      expect(response.headers.get('etag')).toBe('"1"');
      expect((await h.request('GET', `/v1/FormTemplates/${body.id}`, { key: me.secret })).json()).toEqual(body);
    });

    it('answers 422 template_invalid with every located error, and stores nothing', async () => {
      const me = await h.member();
      const response = await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: upload(paragraphsDocx('{{#if a}}never closed', '{{x | no_such_filter}}'), { name: 'Broken' }) });
      expect(response.status).toBe(422);
      const problem = response.json();
      expect(problem.code).toBe('template_invalid');
      expect(problem.diagnostics.length).toBeGreaterThanOrEqual(2);
      expect(problem.diagnostics[0]).toMatchObject({ severity: 'error', part: 'word/document.xml' });
      // The warnings too: every diagnostic, as the README promises.
      expect(problem.diagnostics.filter((d: { severity: string }) => d.severity === 'warning').length).toBeGreaterThan(0);
      expect(problem.detail).toMatch(/^The document has \d+ error\(s\) and [1-9]\d* warning\(s\)/);
      expect(response.text).not.toMatch(/\/tmp|\/work|node_modules|\.ts:\d/);
      expect((await h.request('GET', '/v1/FormTemplates', { key: me.secret })).json().items).toEqual([]);
    });

    it('replays a multipart upload sent again with the same Idempotency-Key, and stores one template', async () => {
      const me = await h.member();
      const bytes = paragraphsDocx('Once');
      const send = () => h.request('POST', '/v1/FormTemplates', { key: me.secret, headers: { 'Idempotency-Key': 'upload-1' }, body: upload(bytes, { name: 'Once' }) });
      const first = await send();
      const again = await send();
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.json().id).toBe(first.json().id);
      expect(again.headers.get('location')).toBe(first.headers.get('location'));
      expect((await h.request('GET', '/v1/FormTemplates', { key: me.secret })).json().items).toHaveLength(1);
    });

    it('finishes a multipart upload the client abandons midway (no request left hanging)', async () => {
      const me = await h.member();
      const url = new URL(`${h.base}/v1/FormTemplates`);
      const request = http.request({
        hostname: url.hostname,
        port: url.port,
        path: `${url.pathname}?abandoned=1`,
        method: 'POST',
        headers: { Authorization: `Bearer ${me.secret}`, 'Content-Type': 'multipart/form-data; boundary=XX', 'Content-Length': '100000' },
      });
      request.on('error', () => undefined);
      request.write('--XX\r\nContent-Disposition: form-data; name="file"; filename="a.docx"\r\n\r\nPK');
      await new Promise((resolve) => setTimeout(resolve, 100));
      request.destroy();
      const finished = async () => h.logLines.some((line) => line.includes('"method":"POST"') && line.includes('"route":"/v1/FormTemplates"') && line.includes('"status":400'));
      for (let attempt = 0; attempt < 40 && !(await finished()); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await finished()).toBe(true);
      expect((await h.request('GET', '/v1/FormTemplates', { key: me.secret })).status).toBe(200);
    });

    it('answers 422 for a file part of another name', async () => {
      const me = await h.member();
      const data = new FormData();
      data.append('document', new Blob([paragraphsDocx('x')]), 'x.docx');
      const response = await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: data });
      expect(response.status).toBe(422);
      expect(response.json().errors).toEqual([{ path: 'document', message: expect.stringContaining('not a known property') }]);
    });

    it('answers 409 name_taken for a name held in the tenant', async () => {
      const me = await h.member();
      await create(me.secret, paragraphsDocx('one'), { name: 'NDA' });
      const duplicate = await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: upload(paragraphsDocx('two'), { name: 'nda' }) });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'name_taken' });
    });

    it('answers 413 for a file over the upload limit, by multipart and by raw body', async () => {
      const me = await h.member();
      const big = paragraphsDocx('x'.repeat(10), ...Array.from({ length: 1 }, () => 'y'));
      const padded = Buffer.concat([big, Buffer.alloc(LIMIT + 1)]);
      const multipart = await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: upload(padded, { name: 'Big' }) });
      expect(multipart.status).toBe(413);
      expect(multipart.json()).toMatchObject({ code: 'payload_too_large' });
      const raw = await h.request('POST', '/v1/FormTemplates?name=Big', { key: me.secret, body: padded, headers: { 'Content-Type': DOCX } });
      expect(raw.status).toBe(413);
    });

    describe.each(unsafeFiles().map((file) => [file.kind, file] as const))('when the file is %s', (_kind, file) => {
      it(`refuses it with ${file.status} ${file.code} and the engine's reason, by multipart and raw body`, async () => {
        const me = await h.member();
        for (const response of [
          await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: upload(file.bytes, { name: 'Unsafe' }) }),
          await h.request('POST', '/v1/FormTemplates?name=Unsafe', { key: me.secret, body: file.bytes, headers: { 'Content-Type': DOCX } }),
        ]) {
          expect(response.status).toBe(file.status);
          expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
          const problem = response.json();
          expect(problem).toMatchObject({ status: file.status, code: file.code });
          expect(problem.detail.length).toBeGreaterThan(20);
        }
        expect((await h.request('GET', '/v1/FormTemplates', { key: me.secret })).json().items).toEqual([]);
      });
    });
  });

  describe('PUT /v1/FormTemplates/:id', () => {
    it('a new file is the next file version; the old one stays downloadable byte for byte', async () => {
      const me = await h.member();
      const first = paragraphsDocx('Version one {{a}}');
      const second = paragraphsDocx('Version two {{b}}');
      const template = await create(me.secret, first, { name: 'Lease' });
      const updated = await h.request('PUT', `/v1/FormTemplates/${template.id}`, { key: me.secret, headers: { 'If-Match': '"1"' }, body: upload(second, { description: 'v2' }, 'lease-v2.docx') });
      expect(updated.status).toBe(200);
      expect(updated.json()).toMatchObject({ description: 'v2', fileVersion: 2, version: 2, fileName: 'lease-v2.docx', sha256: sha256(second) });
      expect(updated.json().analysis.fields.map((field: { name: string }) => field.name)).toEqual(['b']);
      const versions = await h.request('GET', `/v1/FormTemplates/${template.id}/Versions`, { key: me.secret });
      expect(versions.json().items).toMatchObject([
        { number: 1, sha256: sha256(first), current: false, fileName: 'form.docx' },
        { number: 2, sha256: sha256(second), current: true, fileName: 'lease-v2.docx' },
      ]);
      const old = await h.request('GET', `/v1/FormTemplates/${template.id}/Versions/1/Download`, { key: me.secret });
      expect(old.status).toBe(200);
      expect(Buffer.compare(old.bytes, first)).toBe(0);
      expect(old.headers.get('etag')).toBe(`"${sha256(first)}"`);
      const current = await h.request('GET', `/v1/FormTemplates/${template.id}/Download`, { key: me.secret });
      expect(Buffer.compare(current.bytes, second)).toBe(0);
      expect(current.headers.get('content-disposition')).toBe('attachment; filename="Lease.docx"');
      expect((await h.request('GET', `/v1/FormTemplates/${template.id}/Versions/3/Download`, { key: me.secret })).status).toBe(404);
      expect((await h.request('GET', `/v1/FormTemplates/${template.id}/Versions/zero/Download`, { key: me.secret })).status).toBe(404);
    });

    it('names a raw new file after the template when no fileName is given', async () => {
      const me = await h.member();
      const template = await create(me.secret, paragraphsDocx('x'), { name: 'Deed' });
      const updated = await h.request('PUT', `/v1/FormTemplates/${template.id}`, { key: me.secret, body: paragraphsDocx('y'), headers: { 'Content-Type': DOCX } });
      expect(updated.json()).toMatchObject({ fileName: 'Deed.docx', fileVersion: 2 });
    });

    it('changes metadata with JSON (no new file version); 412 on a stale If-Match; 422 on unknown properties', async () => {
      const me = await h.member();
      const template = await create(me.secret, paragraphsDocx('x'), { name: 'Memo' });
      const renamed = await h.request('PUT', `/v1/FormTemplates/${template.id}`, { key: me.secret, json: { name: 'Memo 2', tags: ['internal'] } });
      expect(renamed.json()).toMatchObject({ name: 'Memo 2', tags: ['internal'], version: 2, fileVersion: 1 });
      expect((await h.request('PUT', `/v1/FormTemplates/${template.id}`, { key: me.secret, headers: { 'If-Match': '"1"' }, json: { name: 'Lost' } })).status).toBe(412);
      const unknown = await h.request('PUT', `/v1/FormTemplates/${template.id}`, { key: me.secret, json: { fileVersion: 9 } });
      expect(unknown.status).toBe(422);
      expect(unknown.json().errors).toEqual([{ path: 'fileVersion', message: 'is not a known property' }]);
    });

    it('refuses an unsafe new file and keeps the current one', async () => {
      const me = await h.member();
      const bytes = paragraphsDocx('Keep me');
      const template = await create(me.secret, bytes, { name: 'Kept' });
      const macro = unsafeFiles().find((file) => file.code === 'macro_enabled');
      const refused = await h.request('PUT', `/v1/FormTemplates/${template.id}`, { key: me.secret, body: macro?.bytes ?? new Uint8Array(), headers: { 'Content-Type': DOCX } });
      expect(refused.status).toBe(415);
      expect(Buffer.compare((await h.request('GET', `/v1/FormTemplates/${template.id}/Download`, { key: me.secret })).bytes, bytes)).toBe(0);
    });
  });

  describe('DELETE /v1/FormTemplates/:id', () => {
    it('deletes the template and its versions (204, then 404); If-Match guards it', async () => {
      const me = await h.member();
      const template = await create(me.secret, paragraphsDocx('x'), { name: 'Gone' });
      expect((await h.request('DELETE', `/v1/FormTemplates/${template.id}`, { key: me.secret, headers: { 'If-Match': '"2"' } })).status).toBe(412);
      expect((await h.request('DELETE', `/v1/FormTemplates/${template.id}`, { key: me.secret })).status).toBe(204);
      for (const path of ['', '/Download', '/Versions', '/Versions/1/Download']) {
        expect((await h.request('GET', `/v1/FormTemplates/${template.id}${path}`, { key: me.secret })).status).toBe(404);
      }
    });

    it("answers 404 for another tenant's template on every route", async () => {
      const me = await h.member();
      const stranger = await h.member();
      const theirs = await create(stranger.secret, paragraphsDocx('x'), { name: 'Theirs' });
      for (const [method, path] of [
        ['GET', ''],
        ['GET', '/Download'],
        ['GET', '/Versions'],
        ['GET', '/Versions/1/Download'],
        ['DELETE', ''],
      ] as const) {
        expect((await h.request(method, `/v1/FormTemplates/${theirs.id}${path}`, { key: me.secret })).status).toBe(404);
      }
      expect((await h.request('PUT', `/v1/FormTemplates/${theirs.id}`, { key: me.secret, json: { name: 'Mine' } })).status).toBe(404);
    });
  });

  describe('GET /v1/FormTemplates', () => {
    it('searches by q, by alias (any of its names) and by tag, without analyses', async () => {
      const me = await h.member();
      await h.adapters.aliases.insert(arbitraryAlias({ tenantId: me.tenantId, name: 'client_name', synonyms: ['ClientName'] }))();
      const lease = await create(me.secret, paragraphsDocx('{{ClientName}}'), { name: 'Lease', description: 'for flats', tags: 'Housing' });
      const nda = await create(me.secret, paragraphsDocx('{{other}}'), { name: 'NDA' });
      const ids = async (query: string) => (await h.request('GET', `/v1/FormTemplates${query}`, { key: me.secret })).json().items.map((item: { id: string }) => item.id);
      expect(await ids('')).toEqual([lease.id, nda.id]);
      expect(await ids('?q=FLATS')).toEqual([lease.id]);
      expect(await ids('?tag=housing')).toEqual([lease.id]);
      expect(await ids('?alias=client_name')).toEqual([lease.id]);
      expect(await ids('?alias=clientname')).toEqual([lease.id]);
      expect(await ids('?alias=other')).toEqual([nda.id]);
      const page = (await h.request('GET', '/v1/FormTemplates?limit=1', { key: me.secret })).json();
      expect(page.items[0]).not.toHaveProperty('analysis');
      expect((await h.request('GET', `/v1/FormTemplates?limit=1&cursor=${page.nextCursor}`, { key: me.secret })).json().items.map((item: { id: string }) => item.id)).toEqual([nda.id]);
    });
  });

  describe('POST /v1/FormTemplates/Analyze', () => {
    it('answers the analysis of a file with errors without saving anything', async () => {
      const me = await h.member();
      const response = await h.request('POST', '/v1/FormTemplates/Analyze', { key: me.secret, body: paragraphsDocx('{{#if a}}unclosed'), headers: { 'Content-Type': DOCX } });
      expect(response.status).toBe(200);
      expect(response.json().analysis.diagnostics.some((diagnostic: { severity: string }) => diagnostic.severity === 'error')).toBe(true);
      expect((await h.request('GET', '/v1/FormTemplates', { key: me.secret })).json().items).toEqual([]);
      const multipart = await h.request('POST', '/v1/FormTemplates/Analyze', { key: me.secret, body: upload(paragraphsDocx('Hi {{name}}')) });
      expect(multipart.json()).toMatchObject({ analysis: { fields: [{ name: 'name' }] }, text: 'Hi {{name}}' });
    });

    it('bounds its answer: each long list capped at 1,000 with its full count beside it, whatever the document holds', async () => {
      const me = await h.member();
      const bytes = tagsAcrossParagraphs(5_000, 500);
      expect(bytes.length).toBeLessThan(LIMIT);
      const response = await h.request('POST', '/v1/FormTemplates/Analyze', { key: me.secret, body: bytes, headers: { 'Content-Type': DOCX } });
      expect(response.status).toBe(200);
      const { analysis } = response.json();
      expect(analysis.fields).toHaveLength(1_000);
      expect(analysis.fields[0]).toMatchObject({ name: 'field0' });
      expect(analysis.diagnostics.length).toBeLessThanOrEqual(1_000);
      expect(analysis.counts).toMatchObject({ fields: 5_000, rules: 0, repeats: 0, snippets: 0 });
      expect(analysis.counts.diagnostics).toBeGreaterThan(analysis.diagnostics.length);
      expect(analysis.truncated).toBe(true);
      const small = await h.request('POST', '/v1/FormTemplates/Analyze', { key: me.secret, body: paragraphsDocx('Hi {{name}}'), headers: { 'Content-Type': DOCX } });
      expect(small.json().analysis).toMatchObject({ fields: [{ name: 'name' }], counts: { fields: 1 }, truncated: false });
    });

    it('refuses unsafe files like an upload, and fields it does not take', async () => {
      const me = await h.member();
      expect((await h.request('POST', '/v1/FormTemplates/Analyze', { key: me.secret, body: Buffer.from('nope'), headers: { 'Content-Type': DOCX } })).status).toBe(415);
      expect((await h.request('POST', '/v1/FormTemplates/Analyze', { key: me.secret, body: upload(paragraphsDocx('x'), { name: 'x' }) })).status).toBe(422);
      expect((await h.request('POST', '/v1/FormTemplates/Analyze?name=x', { key: me.secret, body: paragraphsDocx('x'), headers: { 'Content-Type': DOCX } })).status).toBe(422);
    });
  });
});
