import { createHash } from 'node:crypto';
import { useHarness } from '../../test/http-harness';

/** JSON with keys sorted at every level: RFC 8785's canonical form for values like these (strings, integers, null). */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value);

describe('audit routes', () => {
  const h = useHarness();

  /**
   * A tenant made by the operator with an owner's and an auditor's key (two events), whose owner
   * then added a member, changed their role, and made and deactivated a key (four more).
   */
  const auditedTenant = async () => {
    const owner = await h.member();
    const auditor = await h.member({ tenantId: owner.tenantId, role: 'auditor' });
    const added = (await h.request('POST', '/v1/Members', { key: owner.secret, json: { email: `pat-${owner.tenantId}@firm.test`, role: 'drafter' } })).json();
    await h.request('PUT', `/v1/Members/${added.userId}`, { key: owner.secret, json: { role: 'author' } });
    const key = (await h.request('POST', '/v1/ApiKeys', { key: owner.secret, json: { name: 'robot', role: 'drafter' } })).json();
    await h.request('PUT', `/v1/ApiKeys/${key.id}/Deactivate`, { key: owner.secret });
    return { owner, added, key, auditor };
  };

  describe('GET /v1/AuditEvents', () => {
    it('answers the events newest first, each with who did what to which version, linked by its hashes', async () => {
      const { owner, added, key, auditor } = await auditedTenant();
      const listed = await h.request('GET', '/v1/AuditEvents', { key: auditor.secret });
      expect(listed.status).toBe(200);
      const items = listed.json().items as ReadonlyArray<{ seq: number; action: string; actor: { userId: string }; prev: string; hash: string }>;
      expect(items.map((event) => [event.seq, event.action, event.actor.userId])).toEqual([
        [6, 'apiKey.deactivated', owner.userId],
        [5, 'apiKey.created', owner.userId],
        [4, 'member.role_changed', owner.userId],
        [3, 'member.added', owner.userId],
        [2, 'apiKey.created', 'operator'],
        [1, 'apiKey.created', 'operator'],
      ]);
      expect(items[0]).toMatchObject({ actor: { userId: owner.userId, keyPrefix: owner.secret.slice(0, 12) }, resource: { type: 'ApiKey', id: key.id, version: 2 }, outcome: 'succeeded' });
      expect(items[2]).toMatchObject({ resource: { type: 'Member', id: added.userId, version: null }, details: { role: 'author' } });
      expect(items[5]?.prev).toBe('0'.repeat(64));
      expect(items[2]?.prev).toBe(items[3]?.hash);
      expect(listed.text).not.toContain(key.key);
      expect(listed.json().nextCursor).toBeNull();
    });

    it('filters by action, actor, resource and time, and pages with the cursor', async () => {
      const { owner, added, auditor } = await auditedTenant();
      const get = async (query: string) => (await h.request('GET', `/v1/AuditEvents${query}`, { key: auditor.secret })).json();
      expect((await get('?action=member.added')).items.map((event: { seq: number }) => event.seq)).toEqual([3]);
      expect((await get(`?resourceId=${added.userId}`)).items).toHaveLength(2);
      expect((await get(`?actor=${owner.userId}`)).items).toHaveLength(4);
      expect((await get('?actor=someone-else')).items).toHaveLength(0);
      const now = h.adapters.clock.now().toISOString();
      expect((await get(`?from=${now}`)).items).toHaveLength(6);
      expect((await get(`?to=${now}`)).items).toHaveLength(0);
      const first = await get('?limit=4');
      expect(first.items.map((event: { seq: number }) => event.seq)).toEqual([6, 5, 4, 3]);
      const second = await get(`?limit=4&cursor=${first.nextCursor}`);
      expect([second.items.map((event: { seq: number }) => event.seq), second.nextCursor]).toEqual([[2, 1], null]);
    });

    it('answers 400 for a cursor of another listing or an unknown parameter', async () => {
      const { auditor } = await auditedTenant();
      for (const query of ['?cursor=nonsense', `?cursor=${Buffer.from(JSON.stringify(['Alias', 'x'])).toString('base64url')}`]) {
        expect((await h.request('GET', `/v1/AuditEvents${query}`, { key: auditor.secret })).json()).toMatchObject({ status: 400, code: 'invalid_cursor' });
      }
      expect((await h.request('GET', '/v1/AuditEvents?user=x', { key: auditor.secret })).json()).toMatchObject({ status: 400, code: 'malformed_query' });
      expect((await h.request('GET', '/v1/AuditEvents?from=yesterday', { key: auditor.secret })).json()).toMatchObject({ status: 400, code: 'malformed_query' });
    });
  });

  describe('GET /v1/AuditEvents/Export', () => {
    it('streams every event as NDJSON, oldest first', async () => {
      const { owner, auditor } = await auditedTenant();
      const exported = await h.request('GET', '/v1/AuditEvents/Export', { key: auditor.secret });
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      const lines = exported.text.trimEnd().split('\n').map((line) => JSON.parse(line) as { seq: number; action: string });
      expect(lines.map((event) => [event.seq, event.action])).toEqual([
        [1, 'apiKey.created'],
        [2, 'apiKey.created'],
        [3, 'member.added'],
        [4, 'member.role_changed'],
        [5, 'apiKey.created'],
        [6, 'apiKey.deactivated'],
      ]);
      expect((await h.request('GET', '/v1/AuditEvents/Export', { key: owner.secret })).text).toBe(exported.text);
    });

    it('can be checked without Quire: each line hashes, after the one before, to its own hash', async () => {
      const { auditor } = await auditedTenant();
      const lines = (await h.request('GET', '/v1/AuditEvents/Export', { key: auditor.secret })).text.trimEnd().split('\n').map((line) => JSON.parse(line) as { prev: string; hash: string });
      let prev = '0'.repeat(64);
      for (const { prev: linked, hash, ...event } of lines) {
        expect(linked).toBe(prev);
        expect(createHash('sha256').update(linked + canonical(event)).digest('hex')).toBe(hash);
        prev = hash;
      }
    });
  });
});
