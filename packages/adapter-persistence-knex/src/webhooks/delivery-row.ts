import { tenantId } from '@quire/domain/ids';
import { webhookId } from '@quire/domain/webhooks/webhook';
import { DELIVERY_ERROR_KINDS, DELIVERY_STATUSES, deliveryId, type WebhookDelivery } from '@quire/domain/webhooks/webhook-delivery';
import { readDate, readNullableDate } from '../platform/sql-date';
import { readChoice } from '../platform/stored-choice';

/** A row of `webhook_deliveries`; the lease columns are the store's own. */
export type DeliveryRow = {
  id: string;
  tenant_id: string;
  webhook_id: string;
  event_type: string;
  payload: string;
  status: string;
  attempts: number;
  created_at: unknown;
  next_attempt_at: unknown;
  last_attempt_at: unknown;
  last_status_code: number | null;
  last_error: string | null;
  lease_token: string | null;
  lease_until: unknown;
};

/** The columns an attempt changes. */
export const deliveryToSettleRow = (delivery: WebhookDelivery): Pick<DeliveryRow, 'status' | 'attempts' | 'next_attempt_at' | 'last_attempt_at' | 'last_status_code' | 'last_error'> => ({
  status: delivery.status,
  attempts: delivery.attempts,
  next_attempt_at: delivery.nextAttemptAt,
  last_attempt_at: delivery.lastAttemptAt,
  last_status_code: delivery.lastStatusCode,
  last_error: delivery.lastError,
});

export const deliveryToRow = (delivery: WebhookDelivery): DeliveryRow => ({
  id: delivery.id,
  tenant_id: delivery.tenantId,
  webhook_id: delivery.webhookId,
  event_type: delivery.eventType,
  payload: delivery.payload,
  created_at: delivery.createdAt,
  lease_token: null,
  lease_until: null,
  ...deliveryToSettleRow(delivery),
});

export const deliveryFromRow = (row: DeliveryRow): WebhookDelivery => ({
  id: deliveryId(row.id),
  tenantId: tenantId(row.tenant_id),
  webhookId: webhookId(row.webhook_id),
  eventType: row.event_type,
  payload: String(row.payload),
  status: readChoice(DELIVERY_STATUSES, row.status, 'delivery status'),
  attempts: Number(row.attempts),
  createdAt: readDate(row.created_at),
  nextAttemptAt: readNullableDate(row.next_attempt_at),
  lastAttemptAt: readNullableDate(row.last_attempt_at),
  lastStatusCode: row.last_status_code === null ? null : Number(row.last_status_code),
  lastError: row.last_error === null ? null : readChoice(DELIVERY_ERROR_KINDS, row.last_error, 'delivery error'),
});
