import { createHash } from 'node:crypto';
import { type AuditEvent, CHAIN_START } from '@quire/domain/audit/audit-event';
import { tenantId } from '@quire/domain/ids';
import type { AuditLog } from '@quire/ports/audit/audit-log';
import { arbitraryTenant, arbitraryUser } from '@quire/testing/builders/accounts';
import { FixedClock } from '@quire/testing/fixed-clock';
import { createInMemoryAdapters } from '@quire/testing/in-memory/adapters';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { canonicalEvent, sealAuditEvent } from '../audit-trail/seal-audit-event';
import { createApiKey } from '../api-keys/create-api-key';
import { deactivateApiKey } from '../api-keys/deactivate-api-key';
import { memberUseCases } from '../members/member-use-cases';
import type { Principal } from '../principal';
import { right } from '../../test/in-memory-world';
import { auditUseCases } from './audit-use-cases';
import { type ChainVerification, verifyAuditChain } from './verify-audit-chain';

const T = tenantId('t-audit');

/** A valid chain of `count` events of tenant T. */
const chainOf = (count: number): AuditEvent[] => {
  const events: AuditEvent[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const unsealed = {
      id: `e${seq}`,
      tenantId: T,
      seq,
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)),
      actor: { userId: 'u1', keyPrefix: 'qk_abcdefghi' },
      action: 'member.added',
      resource: { type: 'Member', id: `u${seq}`, version: null },
      outcome: 'succeeded' as const,
      requestId: null,
      details: { role: 'drafter', n: seq },
      prev: events.at(-1)?.hash ?? CHAIN_START,
    };
    events.push({ ...unsealed, hash: sealAuditEvent(unsealed) });
  }
  return events;
};

/** An audit log that serves these rows (as a store would, in seq order) and this head. */
const storeOf = (rows: ReadonlyArray<AuditEvent>, head = { seq: rows.at(-1)?.seq ?? 0, hash: rows.at(-1)?.hash ?? CHAIN_START }): Pick<AuditLog, 'read' | 'head' | 'list'> => ({
  read: (_tenant, after, limit) => TE.right([...rows].sort((a, b) => a.seq - b.seq).filter((event) => event.seq > after).slice(0, limit)),
  head: () => TE.right(head),
  list: () => TE.right([]),
});
const verify = async (rows: ReadonlyArray<AuditEvent>, head?: { seq: number; hash: string }): Promise<ChainVerification> => {
  const result = await verifyAuditChain({ audit: storeOf(rows, head) as AuditLog })(T)();
  if (E.isLeft(result)) throw new Error('verification failed to read');
  return result.right;
};

describe('the audit chain', () => {
  it('hashes SHA-256 of the previous hash and the event as canonical JSON (keys sorted, no spaces)', () => {
    const [first] = chainOf(1);
    if (first === undefined) throw new Error('no event');
    const { hash, ...unsealed } = first;
    expect(canonicalEvent(unsealed)).toBe(
      '{"action":"member.added","actor":{"keyPrefix":"qk_abcdefghi","userId":"u1"},"at":"2026-01-01T00:00:01.000Z","details":{"n":1,"role":"drafter"},"id":"e1","outcome":"succeeded","requestId":null,"resource":{"id":"u1","type":"Member","version":null},"seq":1,"tenantId":"t-audit"}',
    );
    expect(hash).toBe(createHash('sha256').update(CHAIN_START + canonicalEvent(unsealed)).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies a whole chain, read a batch at a time', async () => {
    await expect(verify(chainOf(1203))).resolves.toEqual({ events: 1203, firstBreak: null });
    await expect(verify([])).resolves.toEqual({ events: 0, firstBreak: null });
  });

  it('names the first broken link of an edited, deleted, inserted or reordered row, and a chain cut off its end', async () => {
    const chain = chainOf(6);
    const at = (index: number): AuditEvent => chain[index] as AuditEvent;
    const edited = chain.map((event) => (event.seq === 3 ? { ...event, details: { role: 'owner', n: 3 } } : event));
    await expect(verify(edited)).resolves.toEqual({ events: 2, firstBreak: { seq: 3, id: 'e3', reason: 'edited' } });

    const deleted = chain.filter((event) => event.seq !== 4);
    await expect(verify(deleted)).resolves.toEqual({ events: 3, firstBreak: { seq: 4, id: 'e5', reason: 'missing' } });

    // An event slipped in at place 3 (sealed as if it belonged there), the rest moved up one.
    const forged = { ...at(2), id: 'forged', details: { role: 'owner' } };
    const inserted = [at(0), at(1), { ...forged, hash: sealAuditEvent({ ...forged }) }, ...chain.slice(2).map((event) => ({ ...event, seq: event.seq + 1 }))];
    await expect(verify(inserted, { seq: 7, hash: at(5).hash })).resolves.toEqual({ events: 3, firstBreak: { seq: 4, id: 'e3', reason: 'broken_link' } });

    const reordered = chain.map((event) => (event.seq === 2 ? { ...at(2), seq: 2 } : event.seq === 3 ? { ...at(1), seq: 3 } : event));
    await expect(verify(reordered)).resolves.toEqual({ events: 1, firstBreak: { seq: 2, id: 'e3', reason: 'broken_link' } });

    await expect(verify(chain.slice(0, 5), { seq: 6, hash: at(5).hash })).resolves.toEqual({ events: 5, firstBreak: { seq: 6, id: null, reason: 'head_mismatch' } });
  });
});

describe('audited changes', () => {
  const setUp = async () => {
    const adapters = createInMemoryAdapters(new FixedClock(new Date('2026-03-01T10:00:00.000Z')));
    const tenant = arbitraryTenant();
    const user = arbitraryUser();
    await adapters.tenants.insert(tenant)();
    await adapters.users.insert(user)();
    await adapters.members.add({ tenantId: tenant.id, userId: user.id, role: 'owner', createdAt: adapters.clock.now() }, 1000)();
    const owner: Principal = { tenantId: tenant.id, userId: user.id, keyId: 'k' as Principal['keyId'], keyPrefix: 'qk_owner12345', memberRole: 'owner', keyRole: 'owner' };
    return { adapters, tenant, owner, audit: auditUseCases(adapters), members: memberUseCases(adapters) };
  };

  it('chains every change of a member and a key, in order, with who made it, and never the secret', async () => {
    const { adapters, tenant, owner, audit, members } = await setUp();
    const added = await right(members.addMemberByEmail({ principal: owner, email: 'dee@example.com', role: 'drafter' }));
    await right(members.changeMemberRole({ principal: owner, userId: added.user.id, role: 'author' }));
    const { key, secret } = await right(createApiKey(adapters)({ principal: owner, name: 'robot', role: 'drafter' }));
    await right(deactivateApiKey(adapters)({ principal: owner, id: key.id }));
    await right(members.removeMember({ principal: owner, userId: added.user.id }));

    const events = await right(audit.listAuditEvents({ principal: owner, filter: {}, beforeSeq: null, limit: 100 }));
    expect(events.map((event) => [event.seq, event.action, event.resource.type, event.actor.keyPrefix])).toEqual([
      [5, 'member.removed', 'Member', 'qk_owner12345'],
      [4, 'apiKey.deactivated', 'ApiKey', 'qk_owner12345'],
      [3, 'apiKey.created', 'ApiKey', 'qk_owner12345'],
      [2, 'member.role_changed', 'Member', 'qk_owner12345'],
      [1, 'member.added', 'Member', 'qk_owner12345'],
    ]);
    expect(events[1]?.resource).toEqual({ type: 'ApiKey', id: key.id, version: 2 });
    expect(events[3]?.details).toEqual({ role: 'author' });
    expect(JSON.stringify(events)).not.toContain(secret);
    await expect(right(audit.verifyAuditChain(tenant.id))).resolves.toEqual({ events: 5, firstBreak: null });

    const filtered = await right(audit.listAuditEvents({ principal: owner, filter: { resourceId: added.user.id, action: 'member.added' }, beforeSeq: null, limit: 100 }));
    expect(filtered.map((event) => event.seq)).toEqual([1]);
    expect((await right(audit.listAuditEvents({ principal: owner, filter: {}, beforeSeq: 3, limit: 1 }))).map((event) => event.seq)).toEqual([2]);
  });

  it('records nothing for a change refused or that changes nothing', async () => {
    const { tenant, owner, audit, members } = await setUp();
    await members.changeMemberRole({ principal: owner, userId: owner.userId, role: 'author' })(); // the last owner
    await right(members.changeMemberRole({ principal: owner, userId: owner.userId, role: 'owner' }));
    await expect(right(audit.verifyAuditChain(tenant.id))).resolves.toEqual({ events: 0, firstBreak: null });
  });
});
