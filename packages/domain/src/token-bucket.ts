/**
 * The per-API-key request limit (50/s sustained, bursts of 100; docs/limits.md#requests-per-key) as a token bucket: a key
 * holds up to `burst` tokens, refilled at `perSecond` tokens a second; a request takes one. Pure:
 * time is given (epoch milliseconds), so adapters and tests decide where it comes from.
 */
export type RateLimit = {
  /** Tokens added per second; 0 turns the limit off. */
  readonly perSecond: number;
  /** The most tokens a key can hold (at least 1). */
  readonly burst: number;
};

/** A key's bucket: its tokens (fractional) as of `refilledAtMs`. */
export type TokenBucket = { readonly tokens: number; readonly refilledAtMs: number };

/** What taking a token answers: go on, or 429 with the whole seconds until a token is back (at least 1). */
export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

const ALLOWED: RateDecision = { allowed: true };

/** Is the limit switched off (no bucket is kept at all)? */
export const rateLimitOff = (limit: RateLimit): boolean => limit.perSecond <= 0;

/**
 * Refills `bucket` (a key never seen starts full) by the time elapsed up to `nowMs`, then takes a
 * token if there is a whole one. A clock that steps back refills nothing and moves nothing back.
 */
export const takeToken = (bucket: TokenBucket | undefined, limit: RateLimit, nowMs: number): { readonly bucket: TokenBucket; readonly decision: RateDecision } => {
  const start = bucket ?? { tokens: limit.burst, refilledAtMs: nowMs };
  const elapsedMs = Math.max(0, nowMs - start.refilledAtMs);
  const tokens = Math.min(limit.burst, start.tokens + (elapsedMs * limit.perSecond) / 1000);
  const refilledAtMs = Math.max(start.refilledAtMs, nowMs);
  if (tokens >= 1) return { bucket: { tokens: tokens - 1, refilledAtMs }, decision: ALLOWED };
  const retryAfterSeconds = Math.max(1, Math.ceil((1 - tokens) / limit.perSecond));
  return { bucket: { tokens, refilledAtMs }, decision: { allowed: false, retryAfterSeconds } };
};
