import type { WebhookStores } from '@quire/testing/webhooks/webhook-contracts';
import type { Knex } from 'knex';
import { KnexTenantRepository } from '../src/accounts/knex-tenant-repository';
import { KnexWebhookDeliveries } from '../src/webhooks/knex-webhook-deliveries';
import { KnexWebhookRepository } from '../src/webhooks/knex-webhook-repository';

/** The webhook stores on one database, for their contracts (each test works in tenants of its own). */
export const knexWebhookStores = (db: Knex): WebhookStores => ({
  tenants: new KnexTenantRepository(db),
  webhooks: new KnexWebhookRepository(db),
  deliveries: new KnexWebhookDeliveries(db),
  cleanup: async () => undefined,
});
