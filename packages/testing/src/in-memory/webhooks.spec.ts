import { webhookContracts } from '../contracts/webhook-contracts';
import { createInMemoryAdapters } from './adapters';

describe('in-memory webhook adapters', () => {
  webhookContracts(async () => {
    const adapters = createInMemoryAdapters();
    return { tenants: adapters.tenants, webhooks: adapters.webhooks, deliveries: adapters.deliveries, cleanup: async () => undefined };
  });
});
