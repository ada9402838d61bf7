import { webhookContracts } from './webhook-contracts';
import { createInMemoryAdapters } from '../in-memory/adapters';

describe('in-memory webhook adapters', () => {
  webhookContracts(async () => {
    const adapters = createInMemoryAdapters();
    return { tenants: adapters.tenants, webhooks: adapters.webhooks, deliveries: adapters.deliveries, cleanup: async () => undefined };
  });
});
