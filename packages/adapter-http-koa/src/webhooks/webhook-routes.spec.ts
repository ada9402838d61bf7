import { useHarness } from '../../test/http-harness';

const HOOK = { url: 'https://hooks.example.com/quire', events: ['job.succeeded', 'template.created'], description: 'Results' };
const WHSEC = /whsec_[A-Za-z0-9+/]{43}=/;

describe('/Webhooks', () => {
  const h = useHarness();

  const created = async () => {
    const owner = await h.member();
    const answer = await h.request('POST', '/v1/Webhooks', { key: owner.secret, json: HOOK });
    expect(answer.status).toBe(201);
    return { owner, answer, id: answer.json().id as string };
  };

  describe('POST', () => {
    it('answers 201 with Location, ETag, the endpoint and, this once, its secret', async () => {
      const { answer, id } = await created();
      expect(answer.headers.get('location')).toBe(`/v1/Webhooks/${id}`);
      expect(answer.headers.get('etag')).toBe('"1"');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.json()).toEqual({
        id,
        url: HOOK.url,
        events: HOOK.events,
        description: 'Results',
        status: 'active',
        disabledReason: null,
        disabledAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        version: 1,
        secret: expect.stringMatching(WHSEC),
      });
    });

    it('never shows the secret again: not in GET, the list, PUT, nor an Idempotency-Key replay', async () => {
      const owner = await h.member();
      const headers = { 'Idempotency-Key': 'create-hook-1' };
      const first = await h.request('POST', '/v1/Webhooks', { key: owner.secret, json: HOOK, headers });
      const replay = await h.request('POST', '/v1/Webhooks', { key: owner.secret, json: HOOK, headers });
      expect([replay.status, replay.json().code]).toEqual([409, 'idempotency_replay_withheld']);
      const id = first.json().id as string;
      const reads = [
        await h.request('GET', `/v1/Webhooks/${id}`, { key: owner.secret }),
        await h.request('GET', '/v1/Webhooks', { key: owner.secret }),
        await h.request('PUT', `/v1/Webhooks/${id}`, { key: owner.secret, json: { description: 'changed' } }),
      ];
      for (const read of reads) expect(read.text).not.toMatch(/whsec_|secret/i);
      expect(h.logLines.filter((line) => WHSEC.test(line))).toEqual([]);
    });

    it('answers 422 naming every invalid field, and unknown properties', async () => {
      const owner = await h.member();
      const invalid = await h.request('POST', '/v1/Webhooks', { key: owner.secret, json: { url: 'ftp://x', events: ['job.done'] } });
      expect(invalid.status).toBe(422);
      expect(invalid.json().errors.map((error: { path: string }) => error.path)).toEqual(['url', 'events']);
      const unknown = await h.request('POST', '/v1/Webhooks', { key: owner.secret, json: { ...HOOK, secret: 'whsec_mine' } });
      expect([unknown.status, unknown.json().errors]).toEqual([422, [{ path: 'secret', message: 'is not a known property' }]]);
    });

    it('answers 422 on url when its host does not resolve to public addresses', async () => {
      const owner = await h.member();
      const refused = await h.request('POST', '/v1/Webhooks', { key: owner.secret, json: { ...HOOK, url: 'https://db.internal/hook' } });
      expect([refused.status, refused.json().errors]).toEqual([422, [{ path: 'url', message: 'the host db.internal resolves to an address that is not public' }]]);
    });
  });

  describe('PUT', () => {
    it('changes the fields at the version of If-Match, and answers 412 at another', async () => {
      const { owner, id } = await created();
      const stale = await h.request('PUT', `/v1/Webhooks/${id}`, { key: owner.secret, json: { events: ['job.failed'] }, headers: { 'If-Match': '"7"' } });
      expect([stale.status, stale.json().code]).toEqual([412, 'version_mismatch']);
      const changed = await h.request('PUT', `/v1/Webhooks/${id}`, { key: owner.secret, json: { events: ['job.failed'], status: 'disabled' }, headers: { 'If-Match': '"1"' } });
      expect([changed.status, changed.headers.get('etag')]).toEqual([200, '"2"']);
      expect(changed.json()).toMatchObject({ events: ['job.failed'], status: 'disabled', disabledReason: 'disabled by a user' });
      const enabled = await h.request('PUT', `/v1/Webhooks/${id}`, { key: owner.secret, json: { status: 'active' } });
      expect(enabled.json()).toMatchObject({ status: 'active', disabledReason: null, disabledAt: null, version: 3 });
    });
  });

  describe('POST /Webhooks/:id/Test and GET /Webhooks/:id/Deliveries', () => {
    it('records a webhook.test delivery (202), which the delivery log lists', async () => {
      const { owner, id } = await created();
      const test = await h.request('POST', `/v1/Webhooks/${id}/Test`, { key: owner.secret });
      expect(test.status).toBe(202);
      expect(test.json()).toMatchObject({ webhookId: id, event: 'webhook.test', status: 'pending', attempts: 0, lastStatusCode: null, lastError: null });
      const log = await h.request('GET', `/v1/Webhooks/${id}/Deliveries?limit=5`, { key: owner.secret });
      expect(log.json()).toEqual({ items: [test.json()], nextCursor: null });
      const badLimit = await h.request('GET', `/v1/Webhooks/${id}/Deliveries?limit=500`, { key: owner.secret });
      expect([badLimit.status, badLimit.json().code]).toEqual([400, 'malformed_query']);
    });

    it('refuses to test a disabled endpoint (409 webhook_disabled)', async () => {
      const { owner, id } = await created();
      await h.request('PUT', `/v1/Webhooks/${id}`, { key: owner.secret, json: { status: 'disabled' } });
      const refused = await h.request('POST', `/v1/Webhooks/${id}/Test`, { key: owner.secret });
      expect([refused.status, refused.json().code]).toEqual([409, 'webhook_disabled']);
    });
  });

  describe('DELETE', () => {
    it('deletes the endpoint with its deliveries', async () => {
      const { owner, id } = await created();
      await h.request('POST', `/v1/Webhooks/${id}/Test`, { key: owner.secret });
      expect((await h.request('DELETE', `/v1/Webhooks/${id}`, { key: owner.secret, headers: { 'If-Match': '"1"' } })).status).toBe(204);
      expect((await h.request('GET', `/v1/Webhooks/${id}`, { key: owner.secret })).status).toBe(404);
      expect((await h.request('GET', `/v1/Webhooks/${id}/Deliveries`, { key: owner.secret })).status).toBe(404);
    });

    it('takes no query parameters (there is nothing to force)', async () => {
      const { owner, id } = await created();
      const refused = await h.request('DELETE', `/v1/Webhooks/${id}?force=true`, { key: owner.secret });
      expect([refused.status, refused.json().code]).toEqual([400, 'malformed_query']);
    });
  });
});
