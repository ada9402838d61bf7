import type { TenantId } from '@quire/domain/ids';
import type { WebhookId } from '@quire/domain/webhooks/webhook';
import type { WebhookDelivery } from '@quire/domain/webhooks/webhook-delivery';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { DeliveryLease, WebhookDeliveries } from '@quire/ports/webhooks/webhook-deliveries';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { runQuery } from '../platform/run-query';
import { deliveryFromRow, type DeliveryRow, deliveryToRow, deliveryToSettleRow } from './delivery-row';

const TABLE = 'webhook_deliveries';
/** Rows per insert statement when an event goes to many endpoints. */
const INSERT_CHUNK = 100;

/**
 * The outbox in `webhook_deliveries`. A claim is three statements and no lock held between them:
 * read the ids of due, unleased deliveries; take them with one conditional UPDATE (a row another
 * process took meanwhile no longer matches); read back the rows this lease holds. Works the same on
 * SQLite and MySQL/MariaDB, for any number of processes (ADR 0057).
 */
export class KnexWebhookDeliveries implements WebhookDeliveries {
  constructor(private readonly knex: Knex) {}

  record(deliveries: ReadonlyArray<WebhookDelivery>): TE.TaskEither<StorageError, void> {
    return runQuery('deliveries.record', async () => {
      if (deliveries.length === 0) return;
      await this.knex.batchInsert(TABLE, deliveries.map(deliveryToRow), INSERT_CHUNK);
    });
  }

  claimDue(now: Date, lease: DeliveryLease, limit: number): TE.TaskEither<StorageError, ReadonlyArray<WebhookDelivery>> {
    return runQuery('deliveries.claimDue', async () => {
      const free = (query: Knex.QueryBuilder) => query.where('status', 'pending').andWhere('next_attempt_at', '<=', now).andWhere((unleased) => unleased.whereNull('lease_until').orWhere('lease_until', '<', now));
      // Each tenant's due deliveries numbered by their turn (ROW_NUMBER: SQLite 3.25, MariaDB 10.2, MySQL 8); the claim takes turns in order.
      // It reads every due row: an endpoint that fails has its others postponed (postponeEndpoint), so a dead receiver's backlog is not due for long.
      const turns = free(this.knex(TABLE).select('id', 'next_attempt_at', this.knex.raw('ROW_NUMBER() OVER (PARTITION BY tenant_id ORDER BY next_attempt_at, id) AS turn')));
      const candidates = (await this.knex
        .select('id')
        .from(turns.as('due'))
        .orderBy([{ column: 'turn' }, { column: 'next_attempt_at' }, { column: 'id' }])
        .limit(limit)) as Array<{ id: string }>;
      if (candidates.length === 0) return [];
      const ids = candidates.map((row) => row.id);
      await free(this.knex(TABLE).whereIn('id', ids)).update({ lease_token: lease.token, lease_until: lease.until });
      const rows = (await this.knex(TABLE).whereIn('id', ids).andWhere({ lease_token: lease.token })) as DeliveryRow[];
      const order = new Map(ids.map((id, index) => [id, index]));
      return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map(deliveryFromRow);
    });
  }

  postponeEndpoint(webhookId: WebhookId, until: Date, now: Date): TE.TaskEither<StorageError, number> {
    return runQuery('deliveries.postponeEndpoint', async () =>
      Number(
        await this.knex(TABLE)
          .where({ webhook_id: webhookId, status: 'pending' })
          .andWhere('next_attempt_at', '<', until)
          .andWhere((unleased) => unleased.whereNull('lease_until').orWhere('lease_until', '<', now))
          .update({ next_attempt_at: until, lease_token: null, lease_until: null }),
      ),
    );
  }

  settle(delivery: WebhookDelivery, leaseToken: string): TE.TaskEither<StorageError, boolean> {
    return runQuery('deliveries.settle', async () => {
      const changed = await this.knex(TABLE)
        .where({ id: delivery.id, lease_token: leaseToken })
        .update({ ...deliveryToSettleRow(delivery), lease_token: null, lease_until: null });
      return changed === 1;
    });
  }

  listRecent(tenantId: TenantId, webhookId: WebhookId, limit: number): TE.TaskEither<StorageError, ReadonlyArray<WebhookDelivery>> {
    return runQuery('deliveries.listRecent', async () => {
      const rows = (await this.knex(TABLE)
        .where({ tenant_id: tenantId, webhook_id: webhookId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit)) as DeliveryRow[];
      return rows.map(deliveryFromRow);
    });
  }

  sweepFinished(before: Date): TE.TaskEither<StorageError, number> {
    return runQuery('deliveries.sweepFinished', async () => Number(await this.knex(TABLE).whereIn('status', ['succeeded', 'failed']).andWhere('created_at', '<', before).del()));
  }
}
