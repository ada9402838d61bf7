import type { TenantId } from '@quire/domain/ids';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';

/** The events a tenant's webhooks can subscribe to (docs/webhooks.md#events). */
export const EVENT_TYPES = [
  'job.succeeded',
  'job.failed',
  'job.cancelled',
  'template.created',
  'template.updated',
  'template.deleted',
  'webhook.test',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Something that happened in a tenant, as its webhooks receive it: `{ type, timestamp, data }`. */
export type QuireEvent = {
  readonly tenantId: TenantId;
  readonly type: EventType;
  readonly occurredAt: Date;
  /** The event's `data`: plain JSON, never document content or secrets (a job's or template's public fields). */
  readonly data: Readonly<Record<string, unknown>>;
};

/**
 * Where use cases record events. The publisher only records (durably, for delivery later from
 * the queue); it never calls out to a webhook from the request or job that caused the event.
 */
export interface EventPublisher {
  publish(event: QuireEvent): TE.TaskEither<StorageError, void>;
}
