import { webhookContracts } from '@quire/testing/webhooks/webhook-contracts';
import { useMigratedDatabase } from '../../test/migrated-database';
import { knexWebhookStores } from '../../test/webhook-stores';

describe('Knex webhook stores on SQLite', () => {
  const db = useMigratedDatabase('sqlite file');
  webhookContracts(async () => knexWebhookStores(db()));
});
