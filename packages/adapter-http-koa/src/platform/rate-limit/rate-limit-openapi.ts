/*
 * The per-key rate limit, documented on every operation under the prefix, as the middleware
 * (rate-limit.ts) runs right after authentication on every secured route: a route cannot be added
 * without it.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Operation = { readonly responses: Readonly<Record<string, unknown>> };

/** Adds the 429 answer (`RateLimited`, with Retry-After) to every operation of these path items. */
export const withRateLimit = <P extends Record<string, unknown>>(paths: P): P =>
  Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const withLimit = Object.fromEntries(
        Object.entries(item as Record<string, unknown>).map(([method, value]) => {
          if (!(METHODS as ReadonlyArray<string>).includes(method)) return [method, value];
          const operation = value as Operation;
          return [method, { ...operation, responses: { ...operation.responses, '429': { $ref: '#/components/responses/RateLimited' } } }];
        }),
      );
      return [path, withLimit];
    }),
  ) as P;
