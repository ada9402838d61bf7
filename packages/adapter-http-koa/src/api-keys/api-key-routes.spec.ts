import { useHarness } from '../../test/http-harness';

describe('API key routes', () => {
  const h = useHarness();

  describe('GET /v1/ApiKeys', () => {
    it("lists the caller's keys in every tenant and nobody else's, without secrets or digests", async () => {
      const me = await h.member();
      const mine2 = await h.member({ userId: me.userId });
      const other = await h.member({ tenantId: me.tenantId });
      const response = await h.request('GET', '/v1/ApiKeys', { key: me.secret });
      expect(response.status).toBe(200);
      const body = response.json();
      expect(body.items.map((key: { id: string }) => key.id)).toEqual([me.keyId, mine2.keyId]);
      expect(body.items.map((key: { id: string }) => key.id)).not.toContain(other.keyId);
      expect(body.nextCursor).toBeNull();
      expect(Object.keys(body.items[0]).sort()).toEqual(
        ['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'prefix', 'role', 'status', 'tenantId', 'updatedAt', 'userId', 'version'].sort(),
      );
      expect(body.items[0]).toMatchObject({ tenantId: me.tenantId, userId: me.userId, role: 'owner', status: 'active', version: 1, prefix: me.secret.slice(0, 12) });
      expect(body.items[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(response.text).not.toMatch(/digest/i);
    });

    it('matches the path case-insensitively', async () => {
      const me = await h.member();
      expect((await h.request('GET', '/V1/apikeys', { key: me.secret })).status).toBe(200);
    });
  });

  describe('POST /v1/ApiKeys', () => {
    it('creates a key in the caller\'s tenant, answers 201 with Location and the secret once', async () => {
      const me = await h.member();
      const created = await h.request('POST', '/v1/ApiKeys', { key: me.secret, json: { name: 'deploy' } });
      expect(created.status).toBe(201);
      const body = created.json();
      expect(body).toMatchObject({ name: 'deploy', tenantId: me.tenantId, userId: me.userId, status: 'active', version: 1 });
      expect(body.key).toMatch(/^qk_[0-9A-Za-z]{49}$/);
      expect(created.headers.get('location')).toBe(`/v1/ApiKeys/${body.id}`);
      expect(created.headers.get('etag')).toBe('"1"');

      const fetched = await h.request('GET', created.headers.get('location') ?? '', { key: me.secret });
      expect(fetched.status).toBe(200);
      expect(fetched.json()).not.toHaveProperty('key');
      expect(fetched.headers.get('etag')).toBe('"1"');

      const withNewKey = await h.request('GET', '/v1/ApiKeys', { key: body.key });
      expect(withNewKey.status).toBe(200);
    });

    it('creates a key in another tenant of the caller', async () => {
      const me = await h.member();
      const second = await h.member({ userId: me.userId });
      const created = await h.request('POST', '/v1/ApiKeys', { key: me.secret, json: { name: 'there', tenantId: second.tenantId } });
      expect(created.status).toBe(201);
      expect(created.json().tenantId).toBe(second.tenantId);
    });

    it("gives the key the caller's role unless a lesser one is asked for; a higher one is 422 on role", async () => {
      const owner = await h.member();
      const drafter = await h.member({ tenantId: owner.tenantId, role: 'drafter' });
      expect((await h.request('POST', '/v1/ApiKeys', { key: drafter.secret, json: { name: 'mine' } })).json()).toMatchObject({ role: 'drafter' });
      const refused = await h.request('POST', '/v1/ApiKeys', { key: drafter.secret, json: { name: 'mine', role: 'author' } });
      expect(refused.status).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'role' }] });
      const auditor = await h.request('POST', '/v1/ApiKeys', { key: owner.secret, json: { name: 'audit', role: 'auditor' } });
      expect(auditor.json()).toMatchObject({ role: 'auditor' });
      // A key makes no key above its own role, whatever its user's.
      expect((await h.request('POST', '/v1/ApiKeys', { key: auditor.json().key, json: { name: 'escalate', role: 'owner' } })).status).toBe(422);
      expect((await h.request('POST', '/v1/ApiKeys', { key: auditor.json().key, json: { name: 'same' } })).json()).toMatchObject({ role: 'auditor' });
      expect((await h.request('POST', '/v1/ApiKeys', { key: owner.secret, json: { name: 'x', role: 'admin' } })).status).toBe(422);
    });

    it('answers 403 for a tenant the caller is not a member of', async () => {
      const me = await h.member();
      const stranger = await h.member();
      const refused = await h.request('POST', '/v1/ApiKeys', { key: me.secret, json: { name: 'x', tenantId: stranger.tenantId } });
      expect(refused.status).toBe(403);
      expect(refused.json()).toMatchObject({ status: 403, code: 'forbidden' });
    });

    it('answers 422 with the path of each unknown property', async () => {
      const me = await h.member();
      const refused = await h.request('POST', '/v1/ApiKeys', { key: me.secret, json: { name: 'x', id: 'mine', status: 'inactive' } });
      expect(refused.status).toBe(422);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(refused.json()).toMatchObject({
        code: 'validation_failed',
        errors: [
          { path: 'id', message: 'is not a known property' },
          { path: 'status', message: 'is not a known property' },
        ],
      });
    });

    it('answers 422 for a missing or invalid name', async () => {
      const me = await h.member();
      const missing = await h.request('POST', '/v1/ApiKeys', { key: me.secret, json: {} });
      expect(missing.status).toBe(422);
      expect(missing.json().errors).toEqual([{ path: 'name', message: 'is required' }]);
      const blank = await h.request('POST', '/v1/ApiKeys', { key: me.secret, json: { name: '  ' } });
      expect(blank.json().errors).toEqual([{ path: 'name', message: 'must not be empty' }]);
      const wrongType = await h.request('POST', '/v1/ApiKeys', { key: me.secret, json: { name: 7 } });
      expect(wrongType.json().errors).toEqual([{ path: 'name', message: 'must be a string' }]);
    });
  });

  describe('PUT /v1/ApiKeys/:id', () => {
    it('renames, bumps the version and sends the ETag', async () => {
      const me = await h.member();
      const renamed = await h.request('PUT', `/v1/ApiKeys/${me.keyId}`, { key: me.secret, json: { name: 'renamed' } });
      expect(renamed.status).toBe(200);
      expect(renamed.json()).toMatchObject({ id: me.keyId, name: 'renamed', version: 2 });
      expect(renamed.headers.get('etag')).toBe('"2"');
    });

    it('honours If-Match: 412 on a stale version, 200 on the current one', async () => {
      const me = await h.member();
      const stale = await h.request('PUT', `/v1/ApiKeys/${me.keyId}`, { key: me.secret, json: { name: 'a' }, headers: { 'If-Match': '"5"' } });
      expect(stale.status).toBe(412);
      expect(stale.json()).toMatchObject({ code: 'version_mismatch', currentVersion: 1 });
      const fresh = await h.request('PUT', `/v1/ApiKeys/${me.keyId}`, { key: me.secret, json: { name: 'a' }, headers: { 'If-Match': '"1"' } });
      expect(fresh.status).toBe(200);
    });

    it('answers 422 for unknown properties', async () => {
      const me = await h.member();
      const refused = await h.request('PUT', `/v1/ApiKeys/${me.keyId}`, { key: me.secret, json: { name: 'a', version: 9 } });
      expect(refused.status).toBe(422);
      expect(refused.json().errors).toEqual([{ path: 'version', message: 'is not a known property' }]);
    });
  });

  describe("another user's key", () => {
    it.each([
      ['GET', ''],
      ['PUT', ''],
      ['PUT', '/Deactivate'],
      ['PUT', '/Reactivate'],
    ])('is 404 for %s /v1/ApiKeys/:id%s, exactly as a missing id, and stays unchanged', async (method, suffix) => {
      const me = await h.member();
      const other = await h.member({ tenantId: me.tenantId });
      const json = suffix === '' && method === 'PUT' ? { name: 'stolen' } : undefined;
      const theirs = await h.request(method, `/v1/ApiKeys/${other.keyId}${suffix}`, { key: me.secret, ...(json ? { json } : {}) });
      const missing = await h.request(method, `/v1/ApiKeys/no-such-key${suffix}`, { key: me.secret, ...(json ? { json } : {}) });
      expect(theirs.status).toBe(404);
      expect(missing.status).toBe(404);
      expect({ ...theirs.json(), detail: undefined }).toEqual({ ...missing.json(), detail: undefined });
      const list = await h.request('GET', '/v1/ApiKeys', { key: other.secret });
      expect(list.json().items[0]).toMatchObject({ id: other.keyId, name: 'test key', status: 'active', version: 1 });
    });
  });

  describe('PUT /v1/ApiKeys/:id/Deactivate and /Reactivate', () => {
    it('a deactivated key gets 401 on the very next request and works again once reactivated by another key of the same user', async () => {
      const me = await h.member();
      const spare = await h.member({ userId: me.userId, tenantId: me.tenantId });
      const deactivated = await h.request('PUT', `/v1/ApiKeys/${me.keyId}/Deactivate`, { key: me.secret });
      expect(deactivated.status).toBe(200);
      expect(deactivated.json()).toMatchObject({ status: 'inactive', version: 2 });
      expect(deactivated.headers.get('etag')).toBe('"2"');

      const refused = await h.request('GET', '/v1/ApiKeys', { key: me.secret });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');

      const again = await h.request('PUT', `/v1/ApiKeys/${me.keyId}/deactivate`, { key: spare.secret });
      expect(again.json()).toMatchObject({ status: 'inactive', version: 2 });

      const reactivated = await h.request('PUT', `/v1/ApiKeys/${me.keyId}/Reactivate`, { key: spare.secret });
      expect(reactivated.status).toBe(200);
      expect(reactivated.json()).toMatchObject({ status: 'active', version: 3 });
      expect((await h.request('GET', '/v1/ApiKeys', { key: me.secret })).status).toBe(200);
    });

    it('refuses a body with properties', async () => {
      const me = await h.member();
      const refused = await h.request('PUT', `/v1/ApiKeys/${me.keyId}/Deactivate`, { key: me.secret, json: { status: 'inactive' } });
      expect(refused.status).toBe(422);
      expect(refused.json().errors).toEqual([{ path: 'status', message: 'is not a known property' }]);
    });

    it('accepts an empty JSON object', async () => {
      const me = await h.member();
      expect((await h.request('PUT', `/v1/ApiKeys/${me.keyId}/Deactivate`, { key: me.secret, json: {} })).status).toBe(200);
    });
  });
});
