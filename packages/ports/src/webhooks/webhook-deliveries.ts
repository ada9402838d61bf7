import type { TenantId } from '@quire/domain/ids';
import type { WebhookId } from '@quire/domain/webhooks/webhook';
import type { WebhookDelivery } from '@quire/domain/webhooks/webhook-delivery';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';

/** A claim on due deliveries: who holds them (a token new for every claim) and until when. */
export type DeliveryLease = { readonly token: string; readonly until: Date };

/**
 * The webhook outbox: deliveries recorded with the event (never sent from the request that caused
 * it), claimed by any process's dispatcher under a lease, settled after each attempt.
 */
export interface WebhookDeliveries {
  /** Records new deliveries (all or none). */
  record(deliveries: ReadonlyArray<WebhookDelivery>): TE.TaskEither<StorageError, void>;
  /**
   * Leases up to `limit` pending deliveries due at `now` that no unexpired lease holds, shared
   * fairly between tenants: each tenant's earliest first, then each one's second, and so on (earliest
   * first within a turn), so a tenant's backlog never keeps another's delivery out of a claim. Safe
   * with any number of processes: a delivery is held by one lease at a time; a lease that runs out
   * (its process died) frees it for the next claim, so it is delivered at least once.
   */
  claimDue(now: Date, lease: DeliveryLease, limit: number): TE.TaskEither<StorageError, ReadonlyArray<WebhookDelivery>>;
  /**
   * The endpoint's back-off: its pending deliveries due before `until` that no lease holds at `now`
   * wait until then (no attempt counted). Answers how many were moved.
   */
  postponeEndpoint(webhookId: WebhookId, until: Date, now: Date): TE.TaskEither<StorageError, number>;
  /** Writes the delivery's new state and ends the lease, if the lease still holds it; false when it was lost. */
  settle(delivery: WebhookDelivery, leaseToken: string): TE.TaskEither<StorageError, boolean>;
  /** The endpoint's latest deliveries, newest first. */
  listRecent(tenantId: TenantId, webhookId: WebhookId, limit: number): TE.TaskEither<StorageError, ReadonlyArray<WebhookDelivery>>;
  /** Deletes finished (succeeded or failed) deliveries recorded before `before`; answers how many. */
  sweepFinished(before: Date): TE.TaskEither<StorageError, number>;
}
