import { createHash } from 'node:crypto';
import { useHarness } from '../../../test/http-harness';
import { type FilePart, multipart } from '../../../test/multipart';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const form = (fields: Record<string, string | string[]>, file?: FilePart) => multipart(fields, file === undefined ? {} : { file });

describe('snippet routes', () => {
  const h = useHarness();

  const createText = async (key: string, body: Record<string, unknown>) => {
    const response = await h.request('POST', '/v1/Snippets', { key, json: body });
    expect(response.status).toBe(201);
    return response.json();
  };

  describe('POST /v1/Snippets', () => {
    it('creates a snippet from JSON text: 201, Location, ETag, its preview, fields and analysis', async () => {
      const me = await h.member();
      const response = await h.request('POST', '/v1/Snippets', {
        key: me.secret,
        json: { name: 'Confidentiality', description: 'Standard clause', tags: ['legal', 'nda'], text: 'Keep it secret, {{client_name}}.\nSigned.' },
      });
      expect(response.status).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        name: 'Confidentiality',
        description: 'Standard clause',
        folderId: null,
        tags: ['legal', 'nda'],
        fileName: 'Confidentiality.docx',
        text: 'Keep it secret, {{client_name}}.\nSigned.',
        fields: ['client_name'],
        version: 1,
      });
      expect(body.analysis.fields).toEqual([{ name: 'client_name', alias: null, occurrences: 1 }]);
      expect(body.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(response.headers.get('location')).toBe(`/v1/Snippets/${body.id}`);
      expect(response.headers.get('etag')).toBe('"1"');
      const fetched = await h.request('GET', `/v1/Snippets/${body.id}`, { key: me.secret });
      expect(fetched.json()).toEqual(body);
    });

    it('creates a snippet from a multipart upload; the download is exactly the uploaded bytes', async () => {
      const me = await h.member();
      const bytes = paragraphsDocx('Signed by {{client_name}}', 'on {{signing_date}}');
      const response = await h.request('POST', '/v1/Snippets', { key: me.secret, body: form({ name: 'Signature', tags: ['a', 'b'] }, { bytes, name: 'C:\\forms\\signature.docx' }) });
      expect(response.status).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ name: 'Signature', fileName: 'signature.docx', size: bytes.length, sha256: sha256(bytes), tags: ['a', 'b'], fields: ['client_name', 'signing_date'] });
      const download = await h.request('GET', `/v1/Snippets/${body.id}/Download`, { key: me.secret });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe(DOCX);
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="Signature.docx"');
      expect(download.headers.get('etag')).toBe(`"${sha256(bytes)}"`);
      expect(Buffer.compare(download.bytes, bytes)).toBe(0);
    });

    it('creates a snippet from a raw .docx body with the metadata in the query; the name defaults to the file name', async () => {
      const me = await h.member();
      const bytes = paragraphsDocx('Raw clause');
      const response = await h.request('POST', '/v1/Snippets?fileName=raw-clause.docx&tags=x&tags=y&folderId=root', { key: me.secret, body: bytes, headers: { 'Content-Type': DOCX } });
      expect(response.status).toBe(201);
      expect(response.json()).toMatchObject({ name: 'raw-clause', fileName: 'raw-clause.docx', tags: ['x', 'y'], folderId: null, text: 'Raw clause' });
    });

    it('answers 409 name_taken for a name held in the tenant, ignoring case', async () => {
      const me = await h.member();
      await createText(me.secret, { name: 'Clause', text: 'one' });
      const duplicate = await h.request('POST', '/v1/Snippets', { key: me.secret, json: { name: ' CLAUSE ', text: 'two' } });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'name_taken' });
      const other = await h.member();
      expect((await h.request('POST', '/v1/Snippets', { key: other.secret, json: { name: 'Clause', text: 'three' } })).status).toBe(201);
    });

    it('answers 409 name_taken for "Client’s  Clause" after "Client\'s Clause": one name, written with other quotes and spaces', async () => {
      const me = await h.member();
      const first = await createText(me.secret, { name: "Client's Clause", text: 'one' });
      const duplicate = await h.request('POST', '/v1/Snippets', { key: me.secret, json: { name: 'Client\u2019s  Clause', text: 'two' } });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'name_taken' });
      const listed = await h.request('GET', '/v1/Snippets', { key: me.secret });
      expect(listed.json().items.map((item: { id: string }) => item.id)).toEqual([first.id]);
    });

    it('answers 422 for unknown properties in JSON, in form fields, in the raw query, and for a second file part', async () => {
      const me = await h.member();
      const json = await h.request('POST', '/v1/Snippets', { key: me.secret, json: { name: 'x', text: 'y', id: 'mine', sha256: 'f'.repeat(64) } });
      expect(json.status).toBe(422);
      expect(json.json().errors).toEqual([
        { path: 'id', message: 'is not a known property' },
        { path: 'sha256', message: 'is not a known property' },
      ]);
      const fields = await h.request('POST', '/v1/Snippets', { key: me.secret, body: form({ name: 'x', version: '3' }, { bytes: paragraphsDocx('x'), name: 'x.docx' }) });
      expect(fields.status).toBe(422);
      expect(fields.json().errors).toEqual([{ path: 'version', message: 'is not a known property' }]);
      const raw = await h.request('POST', '/v1/Snippets?name=x&tenantId=t', { key: me.secret, body: paragraphsDocx('x'), headers: { 'Content-Type': DOCX } });
      expect(raw.status).toBe(422);
      expect(raw.json().errors).toEqual([{ path: 'tenantId', message: 'is not a known property' }]);
      const two = form({ name: 'x' }, { bytes: paragraphsDocx('x'), name: 'x.docx' });
      two.append('file', new Blob([paragraphsDocx('y')]), 'y.docx');
      expect((await h.request('POST', '/v1/Snippets', { key: me.secret, body: two })).status).toBe(422);
      const noFile = await h.request('POST', '/v1/Snippets', { key: me.secret, body: form({ name: 'x' }) });
      expect(noFile.status).toBe(422);
      expect(noFile.json().errors).toEqual([{ path: 'file', message: expect.stringContaining('is required') }]);
    });

    it('answers 415 for a body that is neither JSON, multipart nor .docx', async () => {
      const me = await h.member();
      const response = await h.request('POST', '/v1/Snippets', { key: me.secret, body: 'name=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(response.status).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
    });

    it('answers 422 snippet_cycle when snippets would include each other', async () => {
      const me = await h.member();
      await createText(me.secret, { name: 'Ping', text: '{{> Pong}}' });
      const response = await h.request('POST', '/v1/Snippets', { key: me.secret, json: { name: 'Pong', text: '{{> Ping}}' } });
      expect(response.status).toBe(422);
      expect(response.json()).toMatchObject({ code: 'snippet_cycle', cycle: ['Pong', 'Ping', 'Pong'] });
    });

    it('replays the first answer for the same Idempotency-Key and stores one snippet', async () => {
      const me = await h.member();
      const send = () => h.request('POST', '/v1/Snippets', { key: me.secret, headers: { 'Idempotency-Key': 'snippet-1' }, json: { name: 'Once', text: 'once' } });
      const first = await send();
      const second = await send();
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect((await h.request('GET', '/v1/Snippets?q=once', { key: me.secret })).json().items).toHaveLength(1);
    });
  });

  describe('GET /v1/Snippets', () => {
    it('searches by q over name, description and text, by folder (root for unfiled) and by tag', async () => {
      const me = await h.member();
      const folder = (await h.request('POST', '/v1/Snippets/Folder', { key: me.secret, json: { name: 'Leases' } })).json();
      const rent = await createText(me.secret, { name: 'Rent', text: 'The rent is due monthly.', folderId: folder.id, tags: ['Money'] });
      const deposit = await createText(me.secret, { name: 'Deposit', description: 'security deposit', text: 'Two months.', tags: ['money'] });
      const pets = await createText(me.secret, { name: 'Pets', text: 'No pets.' });
      const ids = async (query: string) => (await h.request('GET', `/v1/Snippets${query}`, { key: me.secret })).json().items.map((item: { id: string }) => item.id);
      expect(await ids('')).toEqual([deposit.id, pets.id, rent.id]);
      expect(await ids('?q=MONTH')).toEqual([deposit.id, rent.id]);
      expect(await ids('?q=security')).toEqual([deposit.id]);
      expect(await ids(`?folderId=${folder.id}`)).toEqual([rent.id]);
      expect(await ids('?folderId=root')).toEqual([deposit.id, pets.id]);
      expect(await ids('?tag=money')).toEqual([deposit.id, rent.id]);
    });

    it('pages by name then id without duplicates or gaps while snippets are added', async () => {
      const me = await h.member();
      for (const name of ['c', 'e', 'g', 'i', 'k']) await createText(me.secret, { name, text: name });
      const seen: string[] = [];
      let cursor: string | null = null;
      let round = 0;
      do {
        const page = (await h.request('GET', `/v1/Snippets?limit=2${cursor === null ? '' : `&cursor=${cursor}`}`, { key: me.secret })).json();
        seen.push(...page.items.map((item: { name: string }) => item.name));
        cursor = page.nextCursor;
        if (round === 0) {
          await createText(me.secret, { name: 'a', text: 'before the cursor' });
          await createText(me.secret, { name: 'h', text: 'after the cursor' });
        }
        round += 1;
      } while (cursor !== null);
      expect(seen).toEqual(['c', 'e', 'g', 'h', 'i', 'k']);
    });

    it('answers 400 for unknown parameters, a limit out of range and a forged cursor', async () => {
      const me = await h.member();
      expect((await h.request('GET', '/v1/Snippets?folder=x', { key: me.secret })).json()).toMatchObject({ status: 400, code: 'malformed_query' });
      expect((await h.request('GET', '/v1/Snippets?limit=101', { key: me.secret })).json()).toMatchObject({ status: 400, errors: [{ path: 'limit' }] });
      expect((await h.request('GET', '/v1/Snippets?cursor=not-ours', { key: me.secret })).json()).toMatchObject({ status: 400, code: 'invalid_cursor' });
    });
  });

  describe('PUT /v1/Snippets/:id', () => {
    it('changes metadata and content in one new version; If-Match guards it', async () => {
      const me = await h.member();
      const snippet = await createText(me.secret, { name: 'Clause', text: 'Old text.' });
      const updated = await h.request('PUT', `/v1/Snippets/${snippet.id}`, { key: me.secret, headers: { 'If-Match': '"1"' }, json: { description: 'new', text: 'New text with {{x}}.' } });
      expect(updated.status).toBe(200);
      expect(updated.json()).toMatchObject({ description: 'new', text: 'New text with {{x}}.', fields: ['x'], version: 2 });
      expect(updated.headers.get('etag')).toBe('"2"');
      expect(updated.json().sha256).not.toBe(snippet.sha256);
      const stale = await h.request('PUT', `/v1/Snippets/${snippet.id}`, { key: me.secret, headers: { 'If-Match': '"1"' }, json: { description: 'lost update' } });
      expect(stale.status).toBe(412);
      const bytes = paragraphsDocx('Uploaded content');
      const uploaded = await h.request('PUT', `/v1/Snippets/${snippet.id}?description=raw`, { key: me.secret, body: bytes, headers: { 'Content-Type': DOCX } });
      expect(uploaded.json()).toMatchObject({ description: 'raw', text: 'Uploaded content', sha256: sha256(bytes), version: 3 });
      expect(Buffer.compare((await h.request('GET', `/v1/Snippets/${snippet.id}/Download`, { key: me.secret })).bytes, bytes)).toBe(0);
    });

    it('refuses to rename a snippet a template inserts by name (409 snippet_in_use), unless ?force=true', async () => {
      const me = await h.member();
      const snippet = await createText(me.secret, { name: 'Signature', text: 'Signed.' });
      const template = await h.request('POST', '/v1/FormTemplates?name=Lease', { key: me.secret, body: paragraphsDocx('Lease', '{{> Signature}}'), headers: { 'Content-Type': DOCX } });
      expect(template.status).toBe(201);
      const refused = await h.request('PUT', `/v1/Snippets/${snippet.id}`, { key: me.secret, json: { name: 'Autograph' } });
      expect(refused.status).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'snippet_in_use', usage: { templates: [{ id: template.json().id, name: 'Lease', via: ['Signature'] }] } });
      const forced = await h.request('PUT', `/v1/Snippets/${snippet.id}?force=true`, { key: me.secret, json: { name: 'Autograph' } });
      expect(forced.status).toBe(200);
      expect(forced.json().name).toBe('Autograph');
    });
  });

  describe('DELETE /v1/Snippets/:id', () => {
    it('answers 409 snippet_in_use while a template inserts it, 204 with ?force=true; then it is gone', async () => {
      const me = await h.member();
      const snippet = await createText(me.secret, { name: 'Footer', text: 'Footer.' });
      expect((await h.request('POST', '/v1/FormTemplates?name=Letter', { key: me.secret, body: paragraphsDocx('{{> footer}}'), headers: { 'Content-Type': DOCX } })).status).toBe(201);
      const refused = await h.request('DELETE', `/v1/Snippets/${snippet.id}`, { key: me.secret });
      expect(refused.status).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'snippet_in_use' });
      expect((await h.request('DELETE', `/v1/Snippets/${snippet.id}?force=maybe`, { key: me.secret })).status).toBe(400);
      expect((await h.request('DELETE', `/v1/Snippets/${snippet.id}?force=true`, { key: me.secret, headers: { 'If-Match': '"2"' } })).status).toBe(412);
      expect((await h.request('DELETE', `/v1/Snippets/${snippet.id}?force=true`, { key: me.secret, headers: { 'If-Match': '"1"' } })).status).toBe(204);
      expect((await h.request('GET', `/v1/Snippets/${snippet.id}`, { key: me.secret })).status).toBe(404);
      expect((await h.request('GET', `/v1/Snippets/${snippet.id}/Download`, { key: me.secret })).status).toBe(404);
    });

    it("answers 404 for another tenant's snippet, on every route", async () => {
      const me = await h.member();
      const stranger = await h.member();
      const theirs = await createText(stranger.secret, { name: 'Theirs', text: 'x' });
      for (const [method, path] of [
        ['GET', `/v1/Snippets/${theirs.id}`],
        ['GET', `/v1/Snippets/${theirs.id}/Download`],
        ['DELETE', `/v1/Snippets/${theirs.id}`],
      ] as const) {
        expect((await h.request(method, path, { key: me.secret })).status).toBe(404);
      }
      expect((await h.request('PUT', `/v1/Snippets/${theirs.id}`, { key: me.secret, json: { name: 'Mine' } })).status).toBe(404);
    });
  });
});
