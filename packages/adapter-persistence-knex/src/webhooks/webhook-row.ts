import { tenantId } from '@quire/domain/ids';
import { type Webhook, WEBHOOK_STATUSES, webhookId } from '@quire/domain/webhooks/webhook';
import { readJson, writeJson } from '../platform/json-column';
import { readNullableDate } from '../platform/sql-date';
import { readChoice } from '../platform/stored-choice';
import { type VersionedRow, versionedFromRow, versionedToRow } from '../platform/versioned-row';

/** A row of `webhooks`. */
export type WebhookRow = {
  id: string;
  tenant_id: string;
  url: string;
  events: string;
  description: string;
  status: string;
  disabled_reason: string | null;
  disabled_at: unknown;
  sealed_secret: string;
} & VersionedRow;

/** The columns an update may change: the owner and the secret are not among them. */
export const webhookToUpdateRow = (webhook: Webhook): Omit<WebhookRow, 'id' | 'tenant_id' | 'sealed_secret' | 'created_at'> => ({
  url: webhook.url,
  events: writeJson(webhook.events),
  description: webhook.description,
  status: webhook.status,
  disabled_reason: webhook.disabledReason,
  disabled_at: webhook.disabledAt,
  updated_at: webhook.updatedAt,
  version: webhook.version,
});

export const webhookToRow = (webhook: Webhook): WebhookRow => ({
  id: webhook.id,
  tenant_id: webhook.tenantId,
  sealed_secret: webhook.sealedSecret,
  ...webhookToUpdateRow(webhook),
  ...versionedToRow(webhook),
});

export const webhookFromRow = (row: WebhookRow): Webhook => ({
  id: webhookId(row.id),
  tenantId: tenantId(row.tenant_id),
  url: row.url,
  events: readJson<string[]>(row.events),
  description: row.description,
  status: readChoice(WEBHOOK_STATUSES, row.status, 'webhook status'),
  disabledReason: row.disabled_reason,
  disabledAt: readNullableDate(row.disabled_at),
  sealedSecret: row.sealed_secret,
  ...versionedFromRow(row),
});
