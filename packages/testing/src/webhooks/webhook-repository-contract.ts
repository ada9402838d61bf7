import type { Webhook } from '@quire/domain/webhooks/webhook';
import { webhookId } from '@quire/domain/webhooks/webhook';
import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { WebhookDeliveries } from '@quire/ports/webhooks/webhook-deliveries';
import type { WebhookRepository } from '@quire/ports/webhooks/webhook-repository';
import * as O from 'fp-ts/Option';
import { later } from '../builders/instants';
import { arbitraryDelivery, arbitraryWebhook } from '../builders/webhooks';
import { type MakeFixture, useFixture } from '../contracts/contract-fixture';
import { givenTenant } from '../contracts/given-tenant';
import { expectLeft, expectRight } from '../contracts/run-task';

/** The behaviour every WebhookRepository adapter must have. */
export const webhookRepositoryContract = (make: MakeFixture<WebhookRepository, { tenants: TenantRepository; deliveries: WebhookDeliveries }>): void => {
  describe('WebhookRepository contract', () => {
    const fixture = useFixture(make);
    const repository = () => fixture().adapter;

    const givenWebhook = async (overrides: Partial<Webhook> = {}) => {
      const webhook = arbitraryWebhook({ tenantId: await givenTenant(fixture()), ...overrides });
      await expectRight(repository().insert(webhook));
      return webhook;
    };

    describe('when an endpoint is inserted', () => {
      it('is found in its tenant with every field intact (milliseconds included)', async () => {
        const webhook = await givenWebhook({
          url: `https://example.com/${'x'.repeat(1900)}?a=1`,
          events: ['template.deleted', 'job.failed'],
          description: 'Ünïcode — description',
          status: 'disabled',
          disabledReason: 'disabled by a user',
          disabledAt: later(1234),
          createdAt: later(1),
          updatedAt: later(999),
          version: 3,
        });
        expect(await expectRight(repository().findById(webhook.tenantId, webhook.id))).toEqual(O.some(webhook));
      });

      it('is not found from another tenant', async () => {
        const webhook = await givenWebhook();
        expect(await expectRight(repository().findById(await givenTenant(fixture()), webhook.id))).toEqual(O.none);
        expect(await expectRight(repository().findById(webhook.tenantId, webhookId('no-such-webhook')))).toEqual(O.none);
      });
    });

    describe('listing a tenant', () => {
      it("answers its endpoints by creation time then id, and no one else's", async () => {
        const first = await givenWebhook({ createdAt: later(5) });
        const second = arbitraryWebhook({ tenantId: first.tenantId, createdAt: later(1) });
        await expectRight(repository().insert(second));
        await givenWebhook();
        expect(await expectRight(repository().listByTenant(first.tenantId))).toEqual([second, first]);
      });
    });

    describe('update', () => {
      it('writes the next version, and refuses a stale one or another tenant', async () => {
        const webhook = await givenWebhook();
        const changed: Webhook = { ...webhook, url: 'https://changed.example.com/', events: ['job.cancelled'], status: 'disabled', disabledReason: 'why', disabledAt: later(7), updatedAt: later(7), version: 2 };
        await expectRight(repository().update(changed));
        expect(await expectRight(repository().findById(webhook.tenantId, webhook.id))).toEqual(O.some(changed));
        expect(await expectLeft(repository().update(changed))).toEqual({ _tag: 'VersionConflict', expected: 1 });
        expect(await expectLeft(repository().update({ ...changed, tenantId: await givenTenant(fixture()), version: 3 }))).toMatchObject({ _tag: 'VersionConflict' });
      });
    });

    describe('delete', () => {
      it('deletes the endpoint at its version with its deliveries, and refuses a stale version', async () => {
        const webhook = await givenWebhook();
        await expectRight(fixture().deliveries.record([arbitraryDelivery({ tenantId: webhook.tenantId, webhookId: webhook.id })]));
        expect(await expectLeft(repository().delete(webhook.tenantId, webhook.id, 2))).toEqual({ _tag: 'VersionConflict', expected: 2 });
        await expectRight(repository().delete(webhook.tenantId, webhook.id, 1));
        expect(await expectRight(repository().findById(webhook.tenantId, webhook.id))).toEqual(O.none);
        expect(await expectRight(fixture().deliveries.listRecent(webhook.tenantId, webhook.id, 10))).toEqual([]);
      });

      it("never deletes another tenant's endpoint", async () => {
        const webhook = await givenWebhook();
        expect(await expectLeft(repository().delete(await givenTenant(fixture()), webhook.id, 1))).toMatchObject({ _tag: 'VersionConflict' });
        expect(await expectRight(repository().findById(webhook.tenantId, webhook.id))).toEqual(O.some(webhook));
      });
    });
  });
};
