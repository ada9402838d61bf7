import * as E from 'fp-ts/Either';
import { sequenceS } from 'fp-ts/Apply';
import type { ConfigError } from './config-setting';

/** The webhook settings (docs/operations.md). */
export type WebhookConfig = {
  /** WEBHOOK_ALLOW_PRIVATE: deliveries may reach private, loopback and link-local addresses (default false). */
  readonly allowPrivate: boolean;
  /** WEBHOOK_TIMEOUT_MS: one attempt, name lookup to response headers (10 s; docs/webhooks.md#retries-and-disabling). */
  readonly timeoutMs: number;
  /** WEBHOOK_MAX_PER_TENANT: endpoints a tenant may have (20). */
  readonly maxPerTenant: number;
  /** WEBHOOK_RETRY_BASE_MS, WEBHOOK_RETRY_MAX_DELAY_MS, WEBHOOK_RETRY_WINDOW_MS: the back-off (10 s doubling to 1 h) and how long a delivery is retried before its endpoint is disabled (24 h). */
  readonly retryBaseMs: number;
  readonly retryMaxDelayMs: number;
  readonly retryWindowMs: number;
  /** WEBHOOK_DISPATCH_INTERVAL_MS: how often a process looks for due deliveries (1 s; 0: this process sends none). */
  readonly dispatchIntervalMs: number;
};

type Env = Readonly<Record<string, string | undefined>>;
type Integer = (env: Env, setting: string, fallback: number, min: number, max: number) => E.Either<ConfigError, number>;

const DAY = 24 * 60 * 60 * 1000;

const flag = (env: Env, setting: string): E.Either<ConfigError, boolean> => {
  const raw = env[setting]?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'false') return E.right(false);
  return raw === 'true' ? E.right(true) : E.left({ setting, message: `${setting} must be true or false, got "${env[setting] ?? ''}"` });
};

/** Decodes the webhook settings; `integer` is the configuration's own reader of whole numbers. */
export const webhookConfigOf = (env: Env, integer: Integer): E.Either<ConfigError, WebhookConfig> =>
  sequenceS(E.Apply)({
    allowPrivate: flag(env, 'WEBHOOK_ALLOW_PRIVATE'),
    timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    maxPerTenant: integer(env, 'WEBHOOK_MAX_PER_TENANT', 20, 1, 1_000),
    retryBaseMs: integer(env, 'WEBHOOK_RETRY_BASE_MS', 10_000, 1, DAY),
    retryMaxDelayMs: integer(env, 'WEBHOOK_RETRY_MAX_DELAY_MS', 60 * 60 * 1000, 1, DAY),
    retryWindowMs: integer(env, 'WEBHOOK_RETRY_WINDOW_MS', DAY, 1_000, 30 * DAY),
    dispatchIntervalMs: integer(env, 'WEBHOOK_DISPATCH_INTERVAL_MS', 1_000, 0, 60 * 60 * 1000),
  });
