import { DEFAULT_RETRY_POLICY } from '@quire/domain/webhooks/webhook-delivery';
import { createInMemoryAdapters } from '@quire/testing/in-memory/adapters';
import { FixedClock } from '@quire/testing/fixed-clock';
import { left, right } from '../../test/in-memory-world';
import { principalOf } from '../../test/document-library-world';
import { createWebhook } from './create-webhook';
import { deliverDueWebhooks } from './deliver-due-webhooks';
import { listWebhookDeliveries } from './list-webhook-deliveries';
import { webhookEventPublisher } from './record-event';
import { testWebhook } from './test-webhook';
import { updateWebhook } from './update-webhook';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './webhook-settings';

const me = principalOf('tenant-a');
const HOUR = 60 * 60 * 1000;

const world = (overrides: Partial<WebhookSettings> = {}) => {
  const adapters = createInMemoryAdapters(new FixedClock(new Date('2026-03-01T10:00:00.000Z')));
  const settings: WebhookSettings = { ...DEFAULT_WEBHOOK_SETTINGS, ...overrides };
  const deps = { ...adapters, settings };
  const publisher = webhookEventPublisher(deps);
  const dispatch = deliverDueWebhooks(deps);
  const create = (url = 'https://hooks.example.com/quire', events: ReadonlyArray<string> = ['job.succeeded']) => right(createWebhook(deps)({ principal: me, url, events }));
  const publish = (type: 'job.succeeded' | 'template.created', tenant = me.tenantId) =>
    right(publisher.publish({ tenantId: tenant, type, occurredAt: adapters.clock.now(), data: { id: 'job-1', status: 'succeeded' } }));
  return { adapters, deps, create, publish, dispatch: () => right(dispatch()) };
};

describe('webhooks', () => {
  describe('createWebhook', () => {
    it('answers a whsec_ secret once and stores it only sealed', async () => {
      const { adapters, create } = world();
      const { webhook, secret } = await create();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(webhook.sealedSecret).not.toContain(secret.slice(6));
      expect(adapters.secretBox.open(webhook.sealedSecret)).toEqual({ _tag: 'Right', right: secret });
    });

    it('lists every invalid field at once (422)', async () => {
      const { deps } = world();
      const refused = await left(createWebhook(deps)({ principal: me, url: 'ftp://x', events: ['job.done'], description: 'x'.repeat(501) }));
      expect(refused).toMatchObject({ _tag: 'Validation', errors: [{ path: 'url' }, { path: 'events' }, { path: 'description' }] });
    });

    it('refuses a URL the destination guard refuses, saying why, and stores nothing', async () => {
      const { adapters, deps } = world();
      const refused = await left(createWebhook(deps)({ principal: me, url: 'https://db.internal/hook', events: ['job.succeeded'] }));
      expect(refused).toEqual({ _tag: 'Validation', errors: [{ path: 'url', message: 'the host db.internal resolves to an address that is not public' }] });
      expect(await right(adapters.webhooks.listByTenant(me.tenantId))).toEqual([]);
    });

    it('refuses an endpoint past the limit per tenant (409)', async () => {
      const { deps, create } = world({ maxPerTenant: 2 });
      await create();
      await create();
      expect(await left(createWebhook(deps)({ principal: me, url: 'https://c.example.com', events: ['job.failed'] }))).toMatchObject({ _tag: 'Conflict', code: 'webhook_limit_reached' });
    });
  });

  describe('the event publisher', () => {
    it('records one delivery per active endpoint of the tenant that subscribes to the type, and sends nothing', async () => {
      const { adapters, create, publish, deps } = world();
      const subscribed = await create('https://a.example.com', ['job.succeeded']);
      await create('https://b.example.com', ['template.created']);
      const disabled = await create('https://c.example.com', ['job.succeeded']);
      await right(updateWebhook(deps)({ principal: me, id: disabled.webhook.id, expectedVersions: null, patch: { status: 'disabled' } }));
      await publish('job.succeeded');
      await publish('job.succeeded', principalOf('tenant-b').tenantId);
      expect(adapters.deliveries.all().map((delivery) => [delivery.webhookId, delivery.eventType, delivery.status])).toEqual([[subscribed.webhook.id, 'job.succeeded', 'pending']]);
      expect(JSON.parse(adapters.deliveries.all()[0]?.payload ?? '')).toEqual({ type: 'job.succeeded', timestamp: '2026-03-01T10:00:00.000Z', data: { id: 'job-1', status: 'succeeded' } });
      expect(adapters.transport.sent).toEqual([]);
    });
  });

  describe('the dispatcher', () => {
    it('sends a due delivery, signed with the endpoint secret, under its id, and marks it succeeded', async () => {
      const { adapters, create, publish, dispatch } = world();
      const { webhook, secret } = await create();
      await publish('job.succeeded');
      expect(await dispatch()).toMatchObject({ claimed: 1, succeeded: 1 });
      const [delivery] = adapters.deliveries.all();
      expect(adapters.transport.sent).toEqual([{ url: webhook.url, messageId: delivery?.id, timestamp: adapters.clock.now(), body: delivery?.payload, secret }]);
      expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 204, nextAttemptAt: null });
      expect(await dispatch()).toMatchObject({ claimed: 0 });
    });

    it('retries a failed attempt after the back-off with the same id, not before', async () => {
      const { adapters, create, publish, dispatch } = world();
      await create();
      await publish('job.succeeded');
      adapters.transport.answer({ _tag: 'NotDelivered', error: 'http_status', statusCode: 503 }, { _tag: 'NotDelivered', error: 'timeout', statusCode: null });
      expect(await dispatch()).toMatchObject({ retrying: 1 });
      const [afterFirst] = adapters.deliveries.all();
      const wait = (afterFirst?.nextAttemptAt?.getTime() ?? 0) - adapters.clock.now().getTime();
      expect(wait).toBeGreaterThanOrEqual(DEFAULT_RETRY_POLICY.baseDelayMs / 2);
      expect(wait).toBeLessThan(DEFAULT_RETRY_POLICY.baseDelayMs);
      expect(await dispatch()).toMatchObject({ claimed: 0 });
      adapters.clock.advance(wait);
      expect(await dispatch()).toMatchObject({ retrying: 1 });
      adapters.clock.advance(2 * DEFAULT_RETRY_POLICY.baseDelayMs);
      expect(await dispatch()).toMatchObject({ succeeded: 1 });
      expect(new Set(adapters.transport.sent.map((request) => request.messageId)).size).toBe(1);
      expect(adapters.transport.sent).toHaveLength(3);
      expect(adapters.deliveries.all()[0]).toMatchObject({ status: 'succeeded', attempts: 3 });
    });

    it("backs off per endpoint: a failing endpoint gets one attempt a round, its other deliveries wait for its retry, and another tenant's go out meanwhile", async () => {
      const { adapters, create, publish, dispatch } = world();
      const { webhook } = await create('https://dead.example.com/hook');
      for (let event = 0; event < 40; event += 1) await publish('job.succeeded');
      const other = principalOf('tenant-b');
      const { webhook: alive } = await right(createWebhook({ ...adapters, settings: DEFAULT_WEBHOOK_SETTINGS })({ principal: other, url: 'https://alive.example.com/hook', events: ['job.succeeded'] }));
      adapters.clock.advance(1);
      await publish('job.succeeded', other.tenantId);
      adapters.transport.answer({ _tag: 'NotDelivered', error: 'timeout', statusCode: null });
      const first = await dispatch();
      // One attempt at the dead endpoint (which failed), and the other tenant's delivery, in the same round.
      expect(adapters.transport.sent.map((request) => request.url)).toEqual([webhook.url, alive.url]);
      expect(first).toMatchObject({ succeeded: 1, retrying: 1 });
      const waiting = adapters.deliveries.all().filter((delivery) => delivery.webhookId === webhook.id);
      const retryAt = waiting.find((delivery) => delivery.attempts === 1)?.nextAttemptAt?.getTime();
      expect(retryAt).toBeGreaterThan(adapters.clock.now().getTime());
      expect(waiting.filter((delivery) => delivery.attempts === 0).map((delivery) => [delivery.status, delivery.nextAttemptAt?.getTime()])).toEqual(Array.from({ length: 39 }, () => ['pending', retryAt]));
      expect(await dispatch()).toMatchObject({ claimed: 0 });
      expect(adapters.transport.sent).toHaveLength(2);
      // At its retry, the endpoint answers again: its backlog goes out.
      adapters.clock.advance((retryAt ?? 0) - adapters.clock.now().getTime());
      let sent = 0;
      for (let round = 0; round < 5; round += 1) sent += (await dispatch()).succeeded;
      expect(sent).toBe(40);
    });

    it('gives up after the retry window and disables the endpoint with the reason', async () => {
      const { adapters, create, publish, dispatch, deps } = world();
      const { webhook } = await create();
      await publish('job.succeeded');
      const failing = { _tag: 'NotDelivered', error: 'http_status', statusCode: 500 } as const;
      let rounds = 0;
      while (adapters.deliveries.all()[0]?.status === 'pending' && rounds < 200) {
        adapters.transport.answer(failing);
        await dispatch();
        adapters.clock.advance(HOUR);
        rounds += 1;
      }
      const [delivery] = adapters.deliveries.all();
      expect(delivery).toMatchObject({ status: 'failed', lastError: 'http_status', lastStatusCode: 500 });
      expect((delivery?.lastAttemptAt?.getTime() ?? 0) - (delivery?.createdAt.getTime() ?? 0)).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.windowMs);
      const disabled = await right(adapters.webhooks.findById(me.tenantId, webhook.id));
      expect(disabled).toMatchObject({ _tag: 'Some', value: { status: 'disabled', version: 2 } });
      expect(disabled._tag === 'Some' ? disabled.value.disabledReason : '').toMatch(/^deliveries failed for the whole retry window: \d+ attempts at job\.succeeded since .*, the last one answered HTTP 500$/);

      // A user re-enables it: new events flow again.
      await right(updateWebhook(deps)({ principal: me, id: webhook.id, expectedVersions: [2], patch: { status: 'active' } }));
      await publish('job.succeeded');
      expect(await dispatch()).toMatchObject({ succeeded: 1 });
    });

    it('fails a delivery of a disabled endpoint without an attempt', async () => {
      const { adapters, create, publish, dispatch, deps } = world();
      const { webhook } = await create();
      await publish('job.succeeded');
      await right(updateWebhook(deps)({ principal: me, id: webhook.id, expectedVersions: null, patch: { status: 'disabled' } }));
      expect(await dispatch()).toMatchObject({ failed: 1, disabled: 0 });
      expect(adapters.transport.sent).toEqual([]);
      expect(adapters.deliveries.all()[0]).toMatchObject({ status: 'failed', attempts: 0, lastError: 'endpoint_disabled' });
    });
  });

  describe('testWebhook', () => {
    it('records a webhook.test delivery for that endpoint alone, which the next round sends', async () => {
      const { adapters, create, deps, dispatch } = world();
      const { webhook } = await create('https://a.example.com', ['template.created']);
      const delivery = await right(testWebhook(deps)({ principal: me, id: webhook.id }));
      expect(delivery).toMatchObject({ eventType: 'webhook.test', status: 'pending', webhookId: webhook.id });
      await dispatch();
      expect(JSON.parse(adapters.transport.sent[0]?.body ?? '')).toMatchObject({ type: 'webhook.test', data: { webhookId: webhook.id } });
      expect(await right(listWebhookDeliveries(deps)({ principal: me, id: webhook.id, limit: 10 }))).toMatchObject([{ id: delivery.id, status: 'succeeded', attempts: 1 }]);
    });

    it("is not found from another tenant", async () => {
      const { create, deps } = world();
      const { webhook } = await create();
      expect(await left(testWebhook(deps)({ principal: principalOf('tenant-b'), id: webhook.id }))).toMatchObject({ _tag: 'NotFound', resource: 'Webhook' });
    });
  });
});
