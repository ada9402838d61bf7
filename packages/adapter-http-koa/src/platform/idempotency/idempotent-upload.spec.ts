import { useHarness } from '../../../test/http-harness';
import { multipart } from '../../../test/multipart';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The same upload as a new FormData each time: fetch picks a new random boundary for every request. */
const upload = (bytes: Uint8Array, name: string) => multipart({ name }, { file: { bytes, name: 'form.docx' } });

describe('Idempotency-Key on uploads', () => {
  const h = useHarness();

  describe('when a multipart upload is retried with the same key', () => {
    it('replays the first answer although the retry has another boundary, and the upload reached the handler intact', async () => {
      const me = await h.member();
      const bytes = paragraphsDocx('Lease for {{client_name}}');
      const headers = { 'Idempotency-Key': 'upload-1' };
      const first = await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: upload(bytes, 'Lease'), headers });
      const retry = await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: upload(bytes, 'Lease'), headers });
      expect(first.status).toBe(201);
      expect(first.json().analysis.fields.map((field: { name: string }) => field.name)).toEqual(['client_name']);
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.json().id).toBe(first.json().id);
      const download = await h.request('GET', `/v1/FormTemplates/${first.json().id}/Download`, { key: me.secret });
      expect(Buffer.compare(download.bytes, bytes)).toBe(0);
      expect((await h.request('GET', '/v1/FormTemplates', { key: me.secret })).json().items).toHaveLength(1);
    });

    it('answers 422 when the retry uploads another file', async () => {
      const me = await h.member();
      const headers = { 'Idempotency-Key': 'upload-2' };
      expect((await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: upload(paragraphsDocx('one'), 'A'), headers })).status).toBe(201);
      const other = await h.request('POST', '/v1/FormTemplates', { key: me.secret, body: upload(paragraphsDocx('two'), 'A'), headers });
      expect(other.status).toBe(422);
      expect(other.json().code).toBe('idempotency_key_reused');
    });
  });

  describe('when a raw .docx upload is retried', () => {
    it('replays the first answer', async () => {
      const me = await h.member();
      const init = { key: me.secret, body: paragraphsDocx('Hello'), headers: { 'Content-Type': DOCX, 'Idempotency-Key': 'raw-1' } };
      const first = await h.request('POST', '/v1/FormTemplates?name=Raw', init);
      const retry = await h.request('POST', '/v1/FormTemplates?name=Raw', init);
      expect(first.status).toBe(201);
      expect(retry.json().id).toBe(first.json().id);
    });
  });

  describe('POST /ApiKeys retried with the same key', () => {
    it('does not replay the secret: 409 with the Location of the key the first request created', async () => {
      const me = await h.member();
      const headers = { 'Idempotency-Key': 'key-1' };
      const first = await h.request('POST', '/v1/ApiKeys', { key: me.secret, json: { name: 'ci' }, headers });
      expect(first.status).toBe(201);
      expect(first.json().key).toMatch(/^qk_/);
      const retry = await h.request('POST', '/v1/ApiKeys', { key: me.secret, json: { name: 'ci' }, headers });
      expect(retry.status).toBe(409);
      expect(retry.json()).toMatchObject({ code: 'idempotency_replay_withheld' });
      expect(retry.headers.get('location')).toBe(first.headers.get('location'));
      expect(retry.text).not.toMatch(/qk_[0-9A-Za-z]{49}/);
      const stored = JSON.stringify([...(h.adapters.idempotency as unknown as { records: Map<string, unknown> }).records.values()], (_key, value: unknown) =>
        value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : value,
      );
      expect(stored).not.toContain(first.json().key);
      expect((await h.request('GET', '/v1/ApiKeys', { key: me.secret })).json().items).toHaveLength(2);
    });
  });
});
