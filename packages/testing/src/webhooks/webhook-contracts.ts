import type { TenantRepository } from '@quire/ports/accounts/tenant-repository';
import type { WebhookDeliveries } from '@quire/ports/webhooks/webhook-deliveries';
import type { WebhookRepository } from '@quire/ports/webhooks/webhook-repository';
import { webhookDeliveriesContract } from './webhook-deliveries-contract';
import { webhookRepositoryContract } from './webhook-repository-contract';
import { fixtureOf } from '../contracts/contract-fixture';

/** The stores of webhooks, as a persistence adapter provides them on one store. */
export type WebhookStores = {
  readonly tenants: TenantRepository;
  readonly webhooks: WebhookRepository;
  readonly deliveries: WebhookDeliveries;
  readonly cleanup: () => Promise<void>;
};

/** Runs the contract suites of the endpoints and of the outbox against one persistence adapter. */
export const webhookContracts = (make: () => Promise<WebhookStores>): void => {
  webhookRepositoryContract(fixtureOf(make, (stores) => ({ adapter: stores.webhooks, tenants: stores.tenants, deliveries: stores.deliveries })));
  webhookDeliveriesContract(fixtureOf(make, (stores) => ({ adapter: stores.deliveries, tenants: stores.tenants, webhooks: stores.webhooks })));
};
