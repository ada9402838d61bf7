import type { WebhookDelivery } from '@quire/domain/webhooks/webhook-delivery';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { WebhookDeliveries } from '@quire/ports/webhooks/webhook-deliveries';
import type { WebhookRepository } from '@quire/ports/webhooks/webhook-repository';
import { arbitraryTenant } from '../builders/accounts';
import { later, T0 } from '../builders/instants';
import { nextNumber } from '../builders/next-number';
import { arbitraryDelivery, arbitraryWebhook } from '../builders/webhooks';
import { type MakeFixture, useFixture } from '../contracts/contract-fixture';
import { expectRight } from '../contracts/run-task';

/**
 * The behaviour every WebhookDeliveries adapter must have. A store serves the whole suite, so each
 * test works at instants of its own (far apart), where the other tests' deliveries are not due.
 */
export const webhookDeliveriesContract = (make: MakeFixture<WebhookDeliveries, { tenants: TenantRepository; webhooks: WebhookRepository }>): void => {
  describe('WebhookDeliveries contract', () => {
    const fixture = useFixture(make);
    const outbox = () => fixture().adapter;
    const DAY = 24 * 60 * 60 * 1000;
    /** An instant of this test's own, earlier than any before it: what earlier tests left is not due at it. */
    const ownInstant = () => new Date(T0.getTime() - 365 * DAY - Number(nextNumber()) * DAY);

    const givenEndpoint = async () => {
      const tenant = arbitraryTenant();
      await expectRight(fixture().tenants.insert(tenant));
      const webhook = arbitraryWebhook({ tenantId: tenant.id });
      await expectRight(fixture().webhooks.insert(webhook));
      return { tenantId: tenant.id, webhookId: webhook.id };
    };
    /** Lease tokens are new for every claim, as the dispatcher makes them. */
    const lease = (token: string, until: Date) => ({ token: `${token}-${nextNumber()}`, until });

    describe('when deliveries are recorded', () => {
      it('lists them newest first with every field intact, only for their endpoint', async () => {
        const endpoint = await givenEndpoint();
        const older = arbitraryDelivery(endpoint, { createdAt: later(1), nextAttemptAt: later(1), payload: '{"type":"job.succeeded","data":{"name":"Ünïcode"}}' });
        const newer = arbitraryDelivery(endpoint, {
          createdAt: later(2),
          status: 'failed',
          attempts: 7,
          nextAttemptAt: null,
          lastAttemptAt: later(3),
          lastStatusCode: 503,
          lastError: 'http_status',
        });
        await expectRight(outbox().record([older, newer]));
        await expectRight(outbox().record([arbitraryDelivery(await givenEndpoint())]));
        expect(await expectRight(outbox().listRecent(endpoint.tenantId, endpoint.webhookId, 10))).toEqual([newer, older]);
        expect(await expectRight(outbox().listRecent(endpoint.tenantId, endpoint.webhookId, 1))).toEqual([newer]);
        expect(await expectRight(outbox().listRecent((await givenEndpoint()).tenantId, endpoint.webhookId, 10))).toEqual([]);
      });
    });

    describe('claiming', () => {
      it('leases the pending deliveries due now, earliest first, up to the limit', async () => {
        const now = ownInstant();
        const endpoint = await givenEndpoint();
        const at = (ms: number) => new Date(now.getTime() + ms);
        const second = arbitraryDelivery(endpoint, { createdAt: at(-50), nextAttemptAt: at(-10) });
        const first = arbitraryDelivery(endpoint, { createdAt: at(-50), nextAttemptAt: at(-20) });
        const notYet = arbitraryDelivery(endpoint, { createdAt: at(-50), nextAttemptAt: at(1) });
        const done = arbitraryDelivery(endpoint, { createdAt: at(-50), status: 'succeeded', nextAttemptAt: null });
        const third = arbitraryDelivery(endpoint, { createdAt: at(-50), nextAttemptAt: at(0) });
        await expectRight(outbox().record([second, first, notYet, done, third]));
        expect(await expectRight(outbox().claimDue(now, lease('a', at(60_000)), 2))).toEqual([first, second]);
        expect(await expectRight(outbox().claimDue(now, lease('b', at(60_000)), 10))).toEqual([third]);
      });

      it("shares a claim fairly between tenants: each tenant's next delivery before any tenant's one after it, however old", async () => {
        const now = ownInstant();
        const at = (ms: number) => new Date(now.getTime() + ms);
        const busy = await givenEndpoint();
        const quiet = await givenEndpoint();
        const backlog = Array.from({ length: 40 }, (_, index) => arbitraryDelivery(busy, { createdAt: at(-1000), nextAttemptAt: at(-1000 + index) }));
        const theirs = arbitraryDelivery(quiet, { createdAt: at(-1), nextAttemptAt: at(-1) });
        await expectRight(outbox().record([...backlog, theirs]));
        const claimed = await expectRight(outbox().claimDue(now, lease('fair', at(60_000)), 16));
        expect(claimed.map((delivery) => delivery.id)).toEqual([backlog[0]?.id, theirs.id, ...backlog.slice(1, 15).map((delivery) => delivery.id)]);
      });

      it("postpones an endpoint's due deliveries that no lease holds, and no other endpoint's", async () => {
        const now = ownInstant();
        const at = (ms: number) => new Date(now.getTime() + ms);
        const failing = await givenEndpoint();
        const other = await givenEndpoint();
        const held = arbitraryDelivery(failing, { createdAt: at(-100), nextAttemptAt: at(-100) });
        await expectRight(outbox().record([held]));
        expect(await expectRight(outbox().claimDue(now, lease('held', at(60_000)), 1))).toEqual([held]);
        const waiting = Array.from({ length: 3 }, (_, index) => arbitraryDelivery(failing, { createdAt: at(-50), nextAttemptAt: at(-50 + index) }));
        const dueLater = arbitraryDelivery(failing, { createdAt: at(-50), nextAttemptAt: at(120_000) });
        const unrelated = arbitraryDelivery(other, { createdAt: at(-50), nextAttemptAt: at(-40) });
        await expectRight(outbox().record([...waiting, dueLater, unrelated]));
        expect(await expectRight(outbox().postponeEndpoint(failing.webhookId, at(60_000), now))).toBe(3);
        expect(await expectRight(outbox().claimDue(now, lease('after', at(1000)), 10))).toEqual([unrelated]);
        const reclaimed = (await expectRight(outbox().claimDue(at(60_000), lease('later', at(61_000)), 10))).filter((delivery) => delivery.webhookId === failing.webhookId);
        expect(reclaimed.map((delivery) => delivery.id).sort()).toEqual(waiting.map((delivery) => delivery.id).sort());
        expect(reclaimed.every((delivery) => delivery.attempts === 0 && delivery.nextAttemptAt?.getTime() === at(60_000).getTime())).toBe(true);
      });

      it('never hands a leased delivery to another claim until the lease runs out', async () => {
        const now = ownInstant();
        const at = (ms: number) => new Date(now.getTime() + ms);
        const delivery = arbitraryDelivery(await givenEndpoint(), { createdAt: at(-1), nextAttemptAt: at(-1) });
        await expectRight(outbox().record([delivery]));
        const first = lease('first', at(1000));
        expect(await expectRight(outbox().claimDue(now, first, 10))).toEqual([delivery]);
        expect(await expectRight(outbox().claimDue(at(999), lease('second', at(2000)), 10))).toEqual([]);
        // The first process died: its lease ran out, another takes the delivery over, and the first can no longer settle it.
        expect(await expectRight(outbox().claimDue(at(1001), lease('third', at(3000)), 10))).toEqual([delivery]);
        expect(await expectRight(outbox().settle({ ...delivery, status: 'succeeded', attempts: 1, nextAttemptAt: null }, first.token))).toBe(false);
      });

      it('gives each of many concurrent claims different deliveries; the ones a losing claim missed are claimed next', async () => {
        const now = ownInstant();
        const at = (ms: number) => new Date(now.getTime() + ms);
        const endpoint = await givenEndpoint();
        const deliveries = Array.from({ length: 12 }, (_, index) => arbitraryDelivery(endpoint, { createdAt: at(-100), nextAttemptAt: at(-index) }));
        await expectRight(outbox().record(deliveries));
        const concurrent = await Promise.all([1, 2, 3, 4].map(() => expectRight(outbox().claimDue(now, lease('concurrent', at(60_000)), 5))));
        expect(concurrent.flat().length).toBeGreaterThanOrEqual(5);
        const later: WebhookDelivery[] = [];
        for (let round = 0; round < 12; round += 1) later.push(...(await expectRight(outbox().claimDue(now, lease('concurrent', at(60_000)), 5))));
        const ids = [...concurrent.flat(), ...later].map((delivery) => delivery.id);
        expect(ids.sort()).toEqual(deliveries.map((delivery) => delivery.id).sort());
      });
    });

    describe('settling', () => {
      it('writes the new state under the lease and frees it; a delivery due again is claimed again', async () => {
        const now = ownInstant();
        const at = (ms: number) => new Date(now.getTime() + ms);
        const endpoint = await givenEndpoint();
        const delivery = arbitraryDelivery(endpoint, { createdAt: at(-1), nextAttemptAt: at(-1) });
        await expectRight(outbox().record([delivery]));
        const mine = lease('mine', at(60_000));
        await expectRight(outbox().claimDue(now, mine, 10));
        const retry: WebhookDelivery = { ...delivery, attempts: 1, lastAttemptAt: at(5), lastStatusCode: null, lastError: 'timeout', nextAttemptAt: at(100) };
        expect(await expectRight(outbox().settle(retry, mine.token))).toBe(true);
        expect(await expectRight(outbox().settle(retry, mine.token))).toBe(false);
        expect(await expectRight(outbox().listRecent(endpoint.tenantId, endpoint.webhookId, 1))).toEqual([retry]);
        expect(await expectRight(outbox().claimDue(at(99), lease('early', at(60_000)), 10))).toEqual([]);
        expect(await expectRight(outbox().claimDue(at(100), lease('again', at(60_000)), 10))).toEqual([retry]);
      });
    });

    describe('sweeping', () => {
      it('deletes finished deliveries recorded before the instant, and keeps pending and younger ones', async () => {
        const now = ownInstant();
        const at = (ms: number) => new Date(now.getTime() + ms);
        const endpoint = await givenEndpoint();
        const oldDone = arbitraryDelivery(endpoint, { createdAt: at(-10), status: 'succeeded', nextAttemptAt: null });
        const oldFailed = arbitraryDelivery(endpoint, { createdAt: at(-9), status: 'failed', nextAttemptAt: null });
        const oldPending = arbitraryDelivery(endpoint, { createdAt: at(-8), nextAttemptAt: at(1) });
        const youngDone = arbitraryDelivery(endpoint, { createdAt: at(0), status: 'succeeded', nextAttemptAt: null });
        await expectRight(outbox().record([oldDone, oldFailed, oldPending, youngDone]));
        expect(await expectRight(outbox().sweepFinished(now))).toBeGreaterThanOrEqual(2);
        expect(await expectRight(outbox().listRecent(endpoint.tenantId, endpoint.webhookId, 10))).toEqual([youngDone, oldPending]);
      });
    });
  });
};
