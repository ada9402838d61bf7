import type { TenantId } from '@quire/domain/ids';
import type { WebhookId } from '@quire/domain/webhooks/webhook';
import type { DeliveryId, WebhookDelivery } from '@quire/domain/webhooks/webhook-delivery';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { DeliveryLease, WebhookDeliveries } from '@quire/ports/webhooks/webhook-deliveries';
import * as TE from 'fp-ts/TaskEither';

type Row = { readonly delivery: WebhookDelivery; readonly lease: DeliveryLease | null };

const newestFirst = (a: WebhookDelivery, b: WebhookDelivery): number => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The webhook outbox in a Map, with the same lease rules as the SQL one. */
export class InMemoryWebhookDeliveries implements WebhookDeliveries {
  private readonly rows = new Map<DeliveryId, Row>();

  /** Every delivery, for tests to look at. */
  all(): ReadonlyArray<WebhookDelivery> {
    return [...this.rows.values()].map((row) => row.delivery);
  }

  /** What the repository of endpoints calls when one is deleted. */
  deleteOfWebhook(webhookId: WebhookId): void {
    for (const [id, row] of this.rows) if (row.delivery.webhookId === webhookId) this.rows.delete(id);
  }

  record(deliveries: ReadonlyArray<WebhookDelivery>): TE.TaskEither<StorageError, void> {
    if (deliveries.some((delivery) => this.rows.has(delivery.id))) return TE.left({ _tag: 'StorageError', operation: 'deliveries.record', kind: 'failed', cause: new Error('duplicate id') });
    for (const delivery of deliveries) this.rows.set(delivery.id, { delivery, lease: null });
    return TE.right(undefined);
  }

  claimDue(now: Date, lease: DeliveryLease, limit: number): TE.TaskEither<StorageError, ReadonlyArray<WebhookDelivery>> {
    const earliest = (a: Row, b: Row) => (a.delivery.nextAttemptAt?.getTime() ?? 0) - (b.delivery.nextAttemptAt?.getTime() ?? 0) || (a.delivery.id < b.delivery.id ? -1 : 1);
    const turns = new Map<string, number>();
    const due = [...this.rows.values()]
      .filter(({ delivery, lease: held }) => delivery.status === 'pending' && delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= now && (held === null || held.until < now))
      .sort(earliest)
      .map((row) => {
        const turn = (turns.get(row.delivery.tenantId) ?? 0) + 1;
        turns.set(row.delivery.tenantId, turn);
        return { row, turn };
      })
      .sort((a, b) => a.turn - b.turn || earliest(a.row, b.row))
      .slice(0, limit)
      .map(({ row }) => row);
    for (const row of due) this.rows.set(row.delivery.id, { delivery: row.delivery, lease });
    return TE.right(due.map((row) => row.delivery));
  }

  postponeEndpoint(webhookId: WebhookId, until: Date, now: Date): TE.TaskEither<StorageError, number> {
    let moved = 0;
    for (const { delivery, lease } of this.rows.values()) {
      if (delivery.webhookId !== webhookId || delivery.status !== 'pending' || delivery.nextAttemptAt === null || delivery.nextAttemptAt >= until) continue;
      if (lease !== null && lease.until >= now) continue;
      this.rows.set(delivery.id, { delivery: { ...delivery, nextAttemptAt: until }, lease: null });
      moved += 1;
    }
    return TE.right(moved);
  }

  settle(delivery: WebhookDelivery, leaseToken: string): TE.TaskEither<StorageError, boolean> {
    const row = this.rows.get(delivery.id);
    if (row === undefined || row.lease?.token !== leaseToken) return TE.right(false);
    this.rows.set(delivery.id, { delivery, lease: null });
    return TE.right(true);
  }

  listRecent(tenantId: TenantId, webhookId: WebhookId, limit: number): TE.TaskEither<StorageError, ReadonlyArray<WebhookDelivery>> {
    return TE.right(
      this.all()
        .filter((delivery) => delivery.tenantId === tenantId && delivery.webhookId === webhookId)
        .sort(newestFirst)
        .slice(0, limit),
    );
  }

  sweepFinished(before: Date): TE.TaskEither<StorageError, number> {
    let deleted = 0;
    for (const [id, row] of this.rows) {
      if (row.delivery.status !== 'pending' && row.delivery.createdAt < before) {
        this.rows.delete(id);
        deleted += 1;
      }
    }
    return TE.right(deleted);
  }
}
