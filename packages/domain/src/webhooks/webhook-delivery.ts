import type { Brand, TenantId } from '../ids';
import type { WebhookId } from './webhook';

export type DeliveryId = Brand<string, 'DeliveryId'>;
export const deliveryId = (raw: string): DeliveryId => raw as DeliveryId;

/** `pending`: an attempt is due at `nextAttemptAt`; `succeeded`: a 2xx answer; `failed`: given up. */
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
export const DELIVERY_STATUSES: ReadonlyArray<DeliveryStatus> = ['pending', 'succeeded', 'failed'];

/**
 * Why an attempt failed, without anything the receiver said (no body is kept): a status outside
 * 2xx, a redirect (never followed), the time limit, the connection, the name lookup, an address the
 * guard refuses, TLS; or why it was not made: the endpoint is disabled or gone, its secret unreadable.
 */
export type DeliveryErrorKind =
  | 'http_status'
  | 'redirect'
  | 'timeout'
  | 'connection'
  | 'dns'
  | 'refused_address'
  | 'tls'
  | 'endpoint_disabled'
  | 'secret_unreadable';
export const DELIVERY_ERROR_KINDS: ReadonlyArray<DeliveryErrorKind> = ['http_status', 'redirect', 'timeout', 'connection', 'dns', 'refused_address', 'tls', 'endpoint_disabled', 'secret_unreadable'];

/**
 * One event on its way to one endpoint: an outbox row. `id` is the `webhook-id` header, the same on
 * every attempt; `payload` is the body `{ type, timestamp, data }`, fixed when the event was
 * recorded, so every attempt sends the same bytes.
 */
export type WebhookDelivery = {
  readonly id: DeliveryId;
  readonly tenantId: TenantId;
  readonly webhookId: WebhookId;
  readonly eventType: string;
  readonly payload: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly createdAt: Date;
  readonly nextAttemptAt: Date | null;
  readonly lastAttemptAt: Date | null;
  readonly lastStatusCode: number | null;
  readonly lastError: DeliveryErrorKind | null;
};

/** What one attempt came to. */
export type AttemptOutcome =
  | { readonly _tag: 'Delivered'; readonly statusCode: number }
  | { readonly _tag: 'NotDelivered'; readonly error: DeliveryErrorKind; readonly statusCode: number | null };

/**
 * Exponential back-off with jitter: the n-th retry waits `baseDelayMs · 2^(n-1)`, at most
 * `maxDelayMs`, scaled by a factor in [0.5, 1) from the jitter; the delivery is given up once the
 * next attempt would come later than `windowMs` after the event.
 */
export type RetryPolicy = { readonly baseDelayMs: number; readonly maxDelayMs: number; readonly windowMs: number };

/** About a day of retries (docs/webhooks.md#retries-and-disabling): 10 s, 20 s, 40 s ... doubling to an hour apart, for 24 hours (about 30 attempts). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 10_000, maxDelayMs: 60 * 60 * 1000, windowMs: 24 * 60 * 60 * 1000 };

/** The wait before the next attempt after `attempts` attempts; `jitter` is uniform in [0, 1). */
export const retryDelayMs = (attempts: number, policy: RetryPolicy, jitter: number): number => {
  const exponential = policy.baseDelayMs * 2 ** Math.min(Math.max(attempts - 1, 0), 40);
  return Math.round(Math.min(exponential, policy.maxDelayMs) * (0.5 + Math.min(Math.max(jitter, 0), 1) / 2));
};

/** A new delivery, due at once. */
export const newDelivery = ({ now, ...input }: { id: DeliveryId; tenantId: TenantId; webhookId: WebhookId; eventType: string; payload: string; now: Date }): WebhookDelivery => ({
  ...input,
  status: 'pending',
  attempts: 0,
  createdAt: now,
  nextAttemptAt: now,
  lastAttemptAt: null,
  lastStatusCode: null,
  lastError: null,
});

/**
 * When to try again after a failed attempt at `now` (epoch milliseconds): after the back-off of
 * this attempt's number; null when that is later than the retry window after the event.
 */
export const nextAttemptTime = (delivery: WebhookDelivery, now: Date, policy: RetryPolicy, jitter: number): number | null => {
  const next = now.getTime() + retryDelayMs(delivery.attempts + 1, policy, jitter);
  return next - delivery.createdAt.getTime() > policy.windowMs ? null : next;
};

/** The delivery after an attempt at `now`: done, or (failed) due again at `retryAt`, or given up when that is null. */
export const afterAttempt = (delivery: WebhookDelivery, outcome: AttemptOutcome, now: Date, retryAt: Date | null): WebhookDelivery => {
  const attempted = { ...delivery, attempts: delivery.attempts + 1, lastAttemptAt: now, lastStatusCode: outcome.statusCode };
  if (outcome._tag === 'Delivered') return { ...attempted, status: 'succeeded', nextAttemptAt: null, lastError: null };
  return { ...attempted, lastError: outcome.error, status: retryAt === null ? 'failed' : 'pending', nextAttemptAt: retryAt };
};

/** Given up without an attempt (the endpoint is disabled or gone, its secret unreadable). */
export const abandonDelivery = (delivery: WebhookDelivery, error: DeliveryErrorKind): WebhookDelivery => ({ ...delivery, status: 'failed', nextAttemptAt: null, lastError: error });

/** What a tenant reads of an endpoint disabled by failures: since when and the last error, never what the receiver answered. */
export const exhaustedReason = (delivery: WebhookDelivery): string =>
  `deliveries failed for the whole retry window: ${delivery.attempts} attempts at ${delivery.eventType} since ${delivery.createdAt.toISOString()}, the last one ${
    delivery.lastError === 'http_status' && delivery.lastStatusCode !== null ? `answered HTTP ${delivery.lastStatusCode}` : `failed (${delivery.lastError ?? 'unknown'})`
  }`;
