import { formatApiKeySecret } from '@quire/domain/accounts/api-key-secret';
import { tenantId } from '@quire/domain/ids';
import { arbitraryApiKey } from '@quire/testing/builders/accounts';
import { type Harness, useHarness } from '../../../test/http-harness';
import { presentedKey } from './authenticate';

describe('presentedKey', () => {
  it.each([
    ['Bearer abc', '', 'abc'],
    ['bearer   abc ', '', 'abc'],
    ['', 'abc', 'abc'],
    ['Basic abc', '', ''],
    ['Bearer', '', ''],
    ['Basic abc', 'xyz', 'xyz'],
    ['Bearer abc', 'xyz', 'abc'],
    ['', '', undefined],
  ])('reads Authorization %j / X-Api-Key %j as %j', (authorization, xApiKey, expected) => {
    expect(presentedKey(authorization, xApiKey)).toBe(expected);
  });
});

describe('authentication of /v1 routes', () => {
  const h = useHarness();

  const expectUnauthenticated = (response: Awaited<ReturnType<Harness['request']>>) => {
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 401, code: 'unauthenticated', type: 'urn:quire:problem:unauthenticated' });
  };

  describe('when the key is sent as X-Api-Key', () => {
    it('authenticates', async () => {
      const me = await h.member();
      expect((await h.request('GET', '/v1/ApiKeys', { headers: { 'X-Api-Key': me.secret } })).status).toBe(200);
    });
  });

  describe('when no key is sent', () => {
    it('answers 401 on every /v1 route the router knows', async () => {
      for (const [method, path] of [
        ['GET', '/v1/ApiKeys'],
        ['POST', '/v1/ApiKeys'],
        ['GET', '/v1/ApiKeys/x'],
        ['PUT', '/v1/ApiKeys/x'],
        ['PUT', '/v1/ApiKeys/x/Deactivate'],
        ['PUT', '/v1/ApiKeys/x/Reactivate'],
        ['PUT', '/V1/APIKEYS/x/reactivate'],
      ] as const) {
        expectUnauthenticated(await h.request(method, path));
      }
    });
  });

  describe('when the Authorization header has no Bearer scheme', () => {
    it('answers 401 saying the scheme is missing, for a bare key and for another scheme', async () => {
      const me = await h.member();
      for (const authorization of [me.secret, `Basic ${me.secret}`, `Token ${me.secret}`]) {
        const response = await h.request('GET', '/v1/ApiKeys', { headers: { Authorization: authorization } });
        expect(response.status).toBe(401);
        expect(response.json()).toMatchObject({ code: 'unauthenticated', detail: expect.stringContaining('no "Bearer" scheme') });
      }
      // A malformed key with the scheme is still just malformed.
      expect((await h.request('GET', '/v1/ApiKeys', { headers: { Authorization: 'Bearer nonsense' } })).json()).toMatchObject({ detail: 'The API key is malformed.' });
    });
  });

  describe('when the key is malformed, unknown, or fails its checksum', () => {
    it('answers 401', async () => {
      const me = await h.member();
      const badChecksum = me.secret.slice(0, -1) + (me.secret.endsWith('A') ? 'B' : 'A');
      for (const key of ['nonsense', badChecksum, formatApiKeySecret(new Uint8Array(32).fill(9))]) {
        expectUnauthenticated(await h.request('GET', '/v1/ApiKeys', { key }));
      }
      expectUnauthenticated(await h.request('GET', '/v1/ApiKeys', { headers: { Authorization: `Basic ${me.secret}` } }));
    });

    it('refuses a bad checksum without a repository call', async () => {
      const me = await h.member();
      const lookups = jest.spyOn(h.adapters.apiKeys, 'findByDigest');
      try {
        const badChecksum = me.secret.slice(0, -1) + (me.secret.endsWith('A') ? 'B' : 'A');
        expectUnauthenticated(await h.request('GET', '/v1/ApiKeys', { key: badChecksum }));
        expect(lookups).not.toHaveBeenCalled();
        await h.request('GET', '/v1/ApiKeys', { key: me.secret });
        expect(lookups).toHaveBeenCalledTimes(1);
      } finally {
        lookups.mockRestore();
      }
    });
  });

  describe('when the key has expired', () => {
    it('answers 401', async () => {
      const me = await h.member();
      const secret = formatApiKeySecret(h.adapters.random.bytes(32));
      const expiresAt = new Date(h.adapters.clock.now().getTime() - 1);
      await h.adapters.apiKeys.insert(arbitraryApiKey({ userId: me.userId, tenantId: me.tenantId, digest: h.adapters.hasher.digest(secret), expiresAt }))();
      expectUnauthenticated(await h.request('GET', '/v1/ApiKeys', { key: secret }));
    });
  });

  describe("when the key's user is not a member of the key's tenant", () => {
    it('answers 403', async () => {
      const me = await h.member();
      const secret = formatApiKeySecret(h.adapters.random.bytes(32));
      await h.adapters.apiKeys.insert(arbitraryApiKey({ userId: me.userId, tenantId: tenantId('not-mine'), digest: h.adapters.hasher.digest(secret) }))();
      const refused = await h.request('GET', '/v1/ApiKeys', { key: secret });
      expect(refused.status).toBe(403);
      expect(refused.json()).toMatchObject({ status: 403, code: 'forbidden' });
    });
  });

  describe('when a key is used repeatedly', () => {
    it('writes lastUsedAt at most once a minute', async () => {
      const me = await h.member();
      const lastUsed = async () => (await h.request('GET', `/v1/ApiKeys/${me.keyId}`, { key: me.secret })).json().lastUsedAt;
      const first = h.adapters.clock.now().toISOString();
      expect(await lastUsed()).toBe(first);
      h.adapters.clock.advance(59_999);
      expect(await lastUsed()).toBe(first);
      h.adapters.clock.advance(1);
      expect(await lastUsed()).toBe(h.adapters.clock.now().toISOString());
    });
  });
});
