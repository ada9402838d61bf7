import { createHash } from 'node:crypto';
import type { UnsealedAuditEvent } from '@quire/domain/audit/audit-event';
import { CHAIN_START } from '@quire/domain/audit/audit-event';
import type { TenantId } from '@quire/domain/ids';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import { arbitraryApiKey, arbitraryTenant, arbitraryUser } from '@quire/testing/builders/accounts';
import { expectLeft, expectRight } from '@quire/testing/contracts/run-task';
import type { Knex } from 'knex';
import { KnexApiKeyRepository } from '../src/accounts/knex-api-key-repository';
import { KnexMemberRepository } from '../src/accounts/knex-member-repository';
import { KnexTenantRepository } from '../src/accounts/knex-tenant-repository';
import { KnexUserRepository } from '../src/accounts/knex-user-repository';
import { KnexAuditLog } from '../src/audit/knex-audit-log';
import { KnexWebhookRepository } from '../src/webhooks/knex-webhook-repository';
import { KnexSigningCertificates } from '../src/settings/knex-signing-certificates';
import { arbitraryWebhook } from '@quire/testing/builders/webhooks';

const AT = new Date('2026-04-05T06:07:08.901Z');
/** JSON with its keys sorted: the same text whatever order the store gives the fields back in. */
const sorted = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(sorted) : value !== null && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Record<string, unknown>)[key])])) : value;
/** Any deterministic seal will do here: what is checked is where the store puts each event and what it links it to. */
const seal = (event: UnsealedAuditEvent): string => createHash('sha256').update(event.prev + JSON.stringify(sorted({ ...event, at: event.at.toISOString() }))).digest('hex');
let n = 0;
const appendOf = (action: string, resourceId: string): AuditAppend => ({
  record: { id: `event-${++n}`, at: AT, actor: { userId: 'u-actor', keyPrefix: 'qk_actor1234' }, action, resource: { type: 'ApiKey', id: resourceId, version: 1 }, outcome: 'succeeded', requestId: null, details: { n, nested: { b: [1, 'two', null], a: true } } },
  seal,
});

/** The audit chain as the Knex repositories keep it: appended in the changes' transactions, one after the other per tenant. */
export const auditChainSpecs = (db: () => Knex): void => {
  const givenTenant = async (): Promise<TenantId> => {
    const tenant = arbitraryTenant();
    await expectRight(new KnexTenantRepository(db()).insert(tenant));
    return tenant.id;
  };
  const givenMember = async (tenantId: TenantId) => {
    const user = arbitraryUser();
    await expectRight(new KnexUserRepository(db()).insert(user));
    await expectRight(new KnexMemberRepository(db()).add({ tenantId, userId: user.id, role: 'owner', createdAt: AT }, 100));
    return user.id;
  };

  it('keeps each event as appended, in a chain: places from 1, each linked to the hash before it, the head on the tenant', async () => {
    const tenantId = await givenTenant();
    const userId = await givenMember(tenantId);
    const keys = new KnexApiKeyRepository(db());
    const key = arbitraryApiKey({ tenantId, userId });
    await expectRight(keys.insert(key, appendOf('apiKey.created', key.id)));
    await expectRight(keys.update({ ...key, status: 'inactive', version: 2 }, appendOf('apiKey.deactivated', key.id)));
    const audit = new KnexAuditLog(db());
    const events = await expectRight(audit.read(tenantId, 0, 10));
    expect(events.map((event) => [event.seq, event.action])).toEqual([
      [1, 'apiKey.created'],
      [2, 'apiKey.deactivated'],
    ]);
    expect(events[0]).toMatchObject({ tenantId, at: AT, prev: CHAIN_START, actor: { userId: 'u-actor', keyPrefix: 'qk_actor1234' }, details: { nested: { b: [1, 'two', null], a: true } } });
    expect(events[1]?.prev).toBe(events[0]?.hash);
    for (const { hash, ...unsealed } of events) expect(seal(unsealed)).toBe(hash);
    expect(await expectRight(audit.head(tenantId))).toEqual({ seq: 2, hash: events[1]?.hash });
    expect((await expectRight(audit.list(tenantId, { action: 'apiKey.created' }, null, 10))).map((event) => event.seq)).toEqual([1]);
    expect(await expectRight(audit.read(await givenTenant(), 0, 10))).toEqual([]);
  });

  it('appends nothing when the change is refused: the event goes with its change or not at all', async () => {
    const tenantId = await givenTenant();
    const userId = await givenMember(tenantId);
    const keys = new KnexApiKeyRepository(db());
    const key = arbitraryApiKey({ tenantId, userId });
    await expectRight(keys.insert(key));
    expect(await expectLeft(keys.update({ ...key, status: 'inactive', version: 5 }, appendOf('apiKey.deactivated', key.id)))).toMatchObject({ _tag: 'VersionConflict' });
    expect(await expectLeft(new KnexMemberRepository(db()).remove(tenantId, userId, AT, appendOf('member.removed', userId)))).toEqual({ _tag: 'LastOwner' });
    expect(await expectRight(new KnexAuditLog(db()).read(tenantId, 0, 10))).toEqual([]);
    expect(await expectRight(new KnexAuditLog(db()).head(tenantId))).toEqual({ seq: 0, hash: CHAIN_START });
  });

  it("keeps a webhook's writes with their events, and a conflicting write with neither", async () => {
    const tenantId = await givenTenant();
    const webhooks = new KnexWebhookRepository(db());
    const webhook = arbitraryWebhook({ tenantId });
    await expectRight(webhooks.insert(webhook, appendOf('webhook.created', webhook.id)));
    expect(await expectLeft(webhooks.update({ ...webhook, version: 7 }, appendOf('webhook.updated', webhook.id)))).toMatchObject({ _tag: 'VersionConflict' });
    expect(await expectLeft(webhooks.delete(tenantId, webhook.id, 9, appendOf('webhook.deleted', webhook.id)))).toMatchObject({ _tag: 'VersionConflict' });
    await expectRight(webhooks.delete(tenantId, webhook.id, webhook.version, appendOf('webhook.deleted', webhook.id)));
    expect((await expectRight(new KnexAuditLog(db()).read(tenantId, 0, 10))).map((event) => event.action)).toEqual(['webhook.created', 'webhook.deleted']);
  });

  it("keeps a signing certificate's writes with their events, and records no removal of a certificate there was not", async () => {
    const tenantId = await givenTenant();
    const certificates = new KnexSigningCertificates(db());
    const certificate = {
      tenantId,
      subject: 'CN=Hale & Whitcombe LLP',
      issuer: 'CN=Hale & Whitcombe LLP',
      serialNumber: '01',
      fingerprint256: 'AB:CD',
      validFrom: AT,
      validTo: new Date(AT.getTime() + 86_400_000),
      sealedKey: 'v1.sealed',
      createdAt: AT,
    };
    await expectRight(certificates.put(certificate, appendOf('signingCertificate.stored', 'AB:CD')));
    await expectRight(certificates.put(certificate, appendOf('signingCertificate.stored', 'AB:CD')));
    expect(await expectRight(certificates.delete(tenantId, appendOf('signingCertificate.removed', 'AB:CD')))).toBe(true);
    expect(await expectRight(certificates.delete(tenantId, appendOf('signingCertificate.removed', 'AB:CD')))).toBe(false);
    expect((await expectRight(new KnexAuditLog(db()).read(tenantId, 0, 10))).map((event) => event.action)).toEqual([
      'signingCertificate.stored',
      'signingCertificate.stored',
      'signingCertificate.removed',
    ]);
  });

  it('chains changes made at once on several connections one after the other, with no place taken twice', async () => {
    const tenantId = await givenTenant();
    const userId = await givenMember(tenantId);
    const keys = new KnexApiKeyRepository(db());
    const made = Array.from({ length: 12 }, () => arbitraryApiKey({ tenantId, userId }));
    await Promise.all(made.map((key) => expectRight(keys.insert(key, appendOf('apiKey.created', key.id)))));
    const events = await expectRight(new KnexAuditLog(db()).read(tenantId, 0, 100));
    expect(events.map((event) => event.seq)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    events.forEach((event, index) => expect(event.prev).toBe(index === 0 ? CHAIN_START : events[index - 1]?.hash));
    expect(new Set(events.map((event) => event.resource.id))).toEqual(new Set(made.map((key) => key.id)));
  });
};
