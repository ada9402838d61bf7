import { webhookContracts } from '@quire/testing/webhooks/webhook-contracts';
import { useMigratedDatabase } from '../../test/migrated-database';
import { knexWebhookStores } from '../../test/webhook-stores';

/** On a fresh MySQL/MariaDB database, dropped afterwards. Never skipped: fails when the server is unreachable. */
describe('Knex webhook stores on MySQL/MariaDB', () => {
  const db = useMigratedDatabase('mysql');
  webhookContracts(async () => knexWebhookStores(db()));
});
