/*
 * The per-key rate limit, documented on every operation under the prefix, as the middleware
 * (rate-limit.ts) runs right after authentication on every secured route: a route cannot be added
 * without it.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Operation = { readonly responses: Readonly<Record<string, unknown>> };

/**
 * Adds the 429 answer (`RateLimited`, with Retry-After) to every operation of these path items, and
 * the 503 of a limiter that cannot answer (`RateLimitUnavailable`) where the operation has no 503 of
 * its own (those list `rate_limit_unavailable` among their codes).
 */
export const withRateLimit = <P extends Record<string, unknown>>(paths: P): P =>
  Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const withLimit = Object.fromEntries(
        Object.entries(item as Record<string, unknown>).map(([method, value]) => {
          if (!(METHODS as ReadonlyArray<string>).includes(method)) return [method, value];
          const operation = value as Operation;
          const unavailable = '503' in operation.responses ? {} : { '503': { $ref: '#/components/responses/RateLimitUnavailable' } };
          return [method, { ...operation, responses: { ...operation.responses, '429': { $ref: '#/components/responses/RateLimited' }, ...unavailable } }];
        }),
      );
      return [path, withLimit];
    }),
  ) as P;
