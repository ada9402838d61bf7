import { MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH } from '@quire/domain/webhooks/webhook';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '@quire/domain/webhooks/webhook-delivery';

/** The limits and timings of webhooks; the server sets them from its configuration (docs/operations.md). */
export type WebhookSettings = {
  /** Endpoints one tenant may have (WEBHOOK_MAX_PER_TENANT). */
  readonly maxPerTenant: number;
  readonly maxUrlLength: number;
  readonly maxDescriptionLength: number;
  /** Back-off and how long a delivery is retried before its endpoint is disabled. */
  readonly retry: RetryPolicy;
  /** How long a dispatcher holds the deliveries it claimed: longer than an attempt's time limit, so no two processes send one at once. */
  readonly leaseMs: number;
  /** Deliveries one dispatcher round claims. */
  readonly batchSize: number;
  /** Finished deliveries are kept this long for `GET /Webhooks/:id/Deliveries`, then swept. */
  readonly retentionMs: number;
  /** Largest body of one event (`{ type, timestamp, data }`), in bytes of UTF-8. */
  readonly maxPayloadBytes: number;
};

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  maxPerTenant: 20,
  maxUrlLength: MAX_WEBHOOK_URL_LENGTH,
  maxDescriptionLength: MAX_WEBHOOK_DESCRIPTION_LENGTH,
  retry: DEFAULT_RETRY_POLICY,
  leaseMs: 60_000,
  batchSize: 16,
  retentionMs: 30 * 24 * 60 * 60 * 1000,
  maxPayloadBytes: 64 * 1024,
};
