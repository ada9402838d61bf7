import type { TenantId } from '@quire/domain/ids';
import { IDEMPOTENCY_RETENTION_MS, type StoredResponse } from '@quire/ports/storage/idempotency-store';
import { type MakeLibraryStores, useLibraryStores } from './library-fixture';
import { givenTenant } from './given-tenant';
import { race } from './name-race';
import { expectRight } from './run-task';

const T0 = new Date('2026-06-01T12:00:00.000Z');
const after = (ms: number): Date => new Date(T0.getTime() + ms);
const ABANDON_MS = 60_000;
const HASH = 'a'.repeat(64);
const OTHER_HASH = 'b'.repeat(64);

const response: StoredResponse = {
  status: 201,
  headers: { Location: '/v1/Aliases/alias-1', ETag: '"1"', 'Content-Type': 'application/json' },
  body: Uint8Array.from(Buffer.from('{"id":"alias-1","name":"Zoë"}\u0000\u00ff', 'utf8')),
};

let keys = 0;
const newKey = (): string => {
  keys += 1;
  return `key-${keys}-${T0.getTime()}`;
};

/** The behaviour every IdempotencyStore adapter must have (replay, key reuse, ≥ 24 h; docs/api.md#idempotency-key). */
export const idempotencyStoreContract = (make: MakeLibraryStores): void => {
  describe('IdempotencyStore contract', () => {
    const stores = useLibraryStores(make);
    const store = () => stores().idempotency;
    const claim = (tenantId: TenantId, key: string, now = T0, requestHash = HASH) =>
      expectRight(store().claim({ tenantId, key, requestHash, now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS), abandonedBefore: new Date(now.getTime() - ABANDON_MS) }));

    it('lets the first request run', async () => {
      const tenantId = await givenTenant(stores());
      expect(await claim(tenantId, newKey())).toEqual({ _tag: 'Claimed' });
    });

    it('answers InProgress to the same request while the first still runs', async () => {
      const tenantId = await givenTenant(stores());
      const key = newKey();
      await claim(tenantId, key);
      expect(await claim(tenantId, key, after(1000))).toEqual({ _tag: 'InProgress' });
    });

    it('replays the stored answer, bytes and headers intact, until it expires (at least 24 hours)', async () => {
      const tenantId = await givenTenant(stores());
      const key = newKey();
      await claim(tenantId, key);
      await expectRight(store().complete(tenantId, key, response));
      expect(await claim(tenantId, key, after(1))).toEqual({ _tag: 'Replay', response });
      expect(await claim(tenantId, key, after(24 * 60 * 60 * 1000 - 1))).toEqual({ _tag: 'Replay', response });
    });

    it('answers KeyReused when the key comes with another request, running or answered', async () => {
      const tenantId = await givenTenant(stores());
      const key = newKey();
      await claim(tenantId, key);
      expect(await claim(tenantId, key, after(1), OTHER_HASH)).toEqual({ _tag: 'KeyReused' });
      await expectRight(store().complete(tenantId, key, response));
      expect(await claim(tenantId, key, after(2), OTHER_HASH)).toEqual({ _tag: 'KeyReused' });
    });

    it('lets a request run again after its claim was released, but never releases an answered key', async () => {
      const tenantId = await givenTenant(stores());
      const [released, answered] = [newKey(), newKey()];
      await claim(tenantId, released);
      await expectRight(store().release(tenantId, released));
      expect(await claim(tenantId, released, after(1), OTHER_HASH)).toEqual({ _tag: 'Claimed' });
      await claim(tenantId, answered);
      await expectRight(store().complete(tenantId, answered, response));
      await expectRight(store().release(tenantId, answered));
      expect(await claim(tenantId, answered, after(1))).toEqual({ _tag: 'Replay', response });
    });

    it('takes over a claim abandoned before the given instant', async () => {
      const tenantId = await givenTenant(stores());
      const key = newKey();
      await claim(tenantId, key);
      expect(await claim(tenantId, key, after(ABANDON_MS))).toEqual({ _tag: 'InProgress' });
      expect(await claim(tenantId, key, after(ABANDON_MS + 1))).toEqual({ _tag: 'Claimed' });
      expect(await claim(tenantId, key, after(ABANDON_MS + 2))).toEqual({ _tag: 'InProgress' });
    });

    it('treats an expired record as absent, and the sweep deletes expired records only', async () => {
      const tenantId = await givenTenant(stores());
      const key = newKey();
      await claim(tenantId, key);
      await expectRight(store().complete(tenantId, key, response));
      const expiry = after(IDEMPOTENCY_RETENTION_MS);
      expect(await expectRight(store().sweep(new Date(expiry.getTime() - 1)))).toBe(0);
      expect(await claim(tenantId, key, new Date(expiry.getTime() - 1))).toEqual({ _tag: 'Replay', response });
      expect(await claim(tenantId, key, expiry, OTHER_HASH)).toEqual({ _tag: 'Claimed' });
      expect(await expectRight(store().sweep(after(3 * IDEMPOTENCY_RETENTION_MS)))).toBeGreaterThanOrEqual(1);
      expect(await claim(tenantId, key, after(3 * IDEMPOTENCY_RETENTION_MS))).toEqual({ _tag: 'Claimed' });
    });

    it('keeps keys apart per tenant, and compares them exactly (case, spaces, 255 characters)', async () => {
      const [mine, theirs] = [await givenTenant(stores()), await givenTenant(stores())];
      const key = newKey();
      await claim(mine, key);
      expect(await claim(theirs, key)).toEqual({ _tag: 'Claimed' });
      expect(await claim(mine, key.toUpperCase())).toEqual({ _tag: 'Claimed' });
      expect(await claim(mine, `${key} `)).toEqual({ _tag: 'Claimed' });
      const long = `${key}-${'x'.repeat(255)}`.slice(0, 255);
      expect(await claim(mine, long)).toEqual({ _tag: 'Claimed' });
      expect(await claim(mine, long)).toEqual({ _tag: 'InProgress' });
      await expectRight(store().complete(theirs, key, response));
      expect(await claim(mine, key)).toEqual({ _tag: 'InProgress' });
    });

    it('lets exactly one of two racing claims run', async () => {
      const tenantId = await givenTenant(stores());
      const key = newKey();
      const input = { tenantId, key, requestHash: HASH, now: T0, expiresAt: after(IDEMPOTENCY_RETENTION_MS), abandonedBefore: after(-ABANDON_MS) };
      const results = await Promise.all([store().claim(input)(), store().claim(input)()]);
      expect(results.map((result) => (result._tag === 'Right' ? result.right._tag : 'error')).sort()).toEqual(['Claimed', 'InProgress']);
      expect((await race(store().release(tenantId, key), store().release(tenantId, key))).winners).toBe(2);
    });
  });
};
