import { useHarness } from '../../test/http-harness';

describe('member routes', () => {
  const h = useHarness();

  describe('GET /v1/Members', () => {
    it("lists the tenant's members with their roles, by e-mail, and no one else's", async () => {
      const owner = await h.member();
      const drafter = await h.member({ tenantId: owner.tenantId, role: 'drafter' });
      await h.member();
      const listed = await h.request('GET', '/v1/Members', { key: owner.secret });
      expect(listed.status).toBe(200);
      const items = listed.json().items as ReadonlyArray<{ userId: string; role: string; email: string; name: string; since: string }>;
      expect(items.map((member) => [member.userId, member.role]).sort()).toEqual(
        [
          [owner.userId, 'owner'],
          [drafter.userId, 'drafter'],
        ].sort(),
      );
      expect(items.map((member) => member.email)).toEqual([...items.map((member) => member.email)].sort());
      expect(Object.keys(items[0] ?? {}).sort()).toEqual(['email', 'name', 'role', 'since', 'userId']);
      expect(listed.json().nextCursor).toBeNull();
    });
  });

  describe('POST /v1/Members', () => {
    it('adds a person by e-mail (a new user when needed) with the role; 201 with Location; again is 409 already_a_member', async () => {
      const owner = await h.member();
      const added = await h.request('POST', '/v1/Members', { key: owner.secret, json: { email: 'Kim@Firm.test', name: 'Kim Lee', role: 'author' } });
      expect(added.status).toBe(201);
      expect(added.json()).toMatchObject({ email: 'kim@firm.test', name: 'Kim Lee', role: 'author' });
      expect(added.headers.get('location')).toBe(`/v1/Members/${added.json().userId}`);
      expect((await h.request('GET', added.headers.get('location') ?? '', { key: owner.secret })).json()).toEqual(added.json());

      const again = await h.request('POST', '/v1/Members', { key: owner.secret, json: { email: 'kim@firm.test', role: 'drafter' } });
      expect([again.status, again.json().code]).toEqual([409, 'already_a_member']);

      // The same person joins another tenant as the user they are.
      const elsewhere = await h.member();
      const joined = await h.request('POST', '/v1/Members', { key: elsewhere.secret, json: { email: 'kim@firm.test', role: 'auditor' } });
      expect(joined.json()).toMatchObject({ userId: added.json().userId, name: 'Kim Lee', role: 'auditor' });
    });

    it('answers 422 for an unknown role, a malformed e-mail or an unknown property', async () => {
      const owner = await h.member();
      for (const json of [{ email: 'a@b.test', role: 'admin' }, { email: 'not an e-mail', role: 'drafter' }, { email: 'a@b.test', role: 'drafter', tenantId: 'x' }, { email: 'a@b.test' }]) {
        const refused = await h.request('POST', '/v1/Members', { key: owner.secret, json });
        expect([refused.status, refused.json().code]).toEqual([422, 'validation_failed']);
      }
    });
  });

  describe('PUT /v1/Members/:userId', () => {
    it('changes the role, which the member’s keys act with from their next request', async () => {
      const owner = await h.member();
      const member = await h.member({ tenantId: owner.tenantId, role: 'drafter' });
      expect((await h.request('POST', '/v1/Aliases', { key: member.secret, json: { name: 'client_name', type: 'text' } })).json()).toMatchObject({ status: 403, roleNeeded: 'author', role: 'drafter' });
      const changed = await h.request('PUT', `/v1/Members/${member.userId}`, { key: owner.secret, json: { role: 'author' } });
      expect([changed.status, changed.json().role]).toEqual([200, 'author']);
      // The key was made for a drafter: it acts as one still (the lesser of its role and the member's).
      expect((await h.request('POST', '/v1/Aliases', { key: member.secret, json: { name: 'client_name', type: 'text' } })).status).toBe(403);
      const authorKey = await h.member({ tenantId: owner.tenantId, userId: member.userId });
      expect((await h.request('POST', '/v1/Aliases', { key: authorKey.secret, json: { name: 'client_name', type: 'text' } })).status).toBe(201);
    });

    it('refuses to demote the last owner (409 last_owner), and answers 404 for a user who is not a member', async () => {
      const owner = await h.member();
      const refused = await h.request('PUT', `/v1/Members/${owner.userId}`, { key: owner.secret, json: { role: 'author' } });
      expect([refused.status, refused.json().code]).toEqual([409, 'last_owner']);
      const stranger = await h.member();
      expect((await h.request('PUT', `/v1/Members/${stranger.userId}`, { key: owner.secret, json: { role: 'author' } })).status).toBe(404);
      // With a second owner the first may step down.
      await h.member({ tenantId: owner.tenantId });
      expect((await h.request('PUT', `/v1/Members/${owner.userId}`, { key: owner.secret, json: { role: 'author' } })).json()).toMatchObject({ role: 'author' });
    });
  });

  describe('DELETE /v1/Members/:userId', () => {
    it("removes the member and deactivates their keys at once: the next request with one is 401", async () => {
      const owner = await h.member();
      const member = await h.member({ tenantId: owner.tenantId, role: 'drafter' });
      expect((await h.request('GET', '/v1/Aliases', { key: member.secret })).status).toBe(200);
      expect((await h.request('DELETE', `/v1/Members/${member.userId}`, { key: owner.secret })).status).toBe(204);
      expect((await h.request('GET', '/v1/Aliases', { key: member.secret })).json()).toMatchObject({ status: 401, code: 'unauthenticated' });
      expect((await h.request('GET', `/v1/Members/${member.userId}`, { key: owner.secret })).status).toBe(404);
      expect((await h.request('DELETE', `/v1/Members/${member.userId}`, { key: owner.secret })).status).toBe(404);
    });

    it('refuses to remove the last owner (409 last_owner)', async () => {
      const owner = await h.member();
      const refused = await h.request('DELETE', `/v1/Members/${owner.userId}`, { key: owner.secret });
      expect([refused.status, refused.json().code]).toEqual([409, 'last_owner']);
      expect((await h.request('GET', '/v1/Members', { key: owner.secret })).status).toBe(200);
    });
  });
});
