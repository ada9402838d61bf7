import autocannon from 'autocannon';
import { percentile } from './percentile';

export type LoadRequest = {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Sent as `Authorization: Bearer …` when given. */
  readonly apiKey: string | undefined;
  /** Sent as JSON when given. */
  readonly body: string | undefined;
  readonly connections: number;
  readonly durationSeconds: number;
};

/** What one autocannon run saw from the client's side. */
export type LoadResult = {
  readonly connections: number;
  readonly durationSeconds: number;
  /** Requests sent (those in flight when the time was up included). */
  readonly sent: number;
  /** Responses with a 2xx status. */
  readonly ok: number;
  readonly non2xx: number;
  /** Connection errors, timeouts included. */
  readonly errors: number;
  readonly timeouts: number;
  /** 2xx responses per second of the run. */
  readonly requestsPerSecond: number;
  /** Latency of the 2xx responses in ms, from the client's clock (autocannon's own histogram has 1 ms steps; these are exact). */
  readonly latency: { readonly p50: number; readonly p90: number; readonly p99: number; readonly max: number };
  readonly statusCodes: Readonly<Record<string, number>>;
};

/** A client-side limit well above any latency the server should reach, so that a slow answer shows as latency, not as an error. */
const TIMEOUT_SECONDS = 30;

/**
 * Drives `method path` with the same body (if any) over `connections` keep-alive connections for a fixed
 * time (autocannon, one request in flight per connection), then stops by itself.
 */
export const runLoad = (request: LoadRequest): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: `${request.url}${request.path}`,
        method: request.method,
        headers: {
          ...(request.apiKey === undefined ? {} : { authorization: `Bearer ${request.apiKey}` }),
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(request.body === undefined ? {} : { body: request.body }),
        connections: request.connections,
        pipelining: 1,
        duration: request.durationSeconds,
        timeout: TIMEOUT_SECONDS,
      },
      (error: unknown, result) => {
        if (error !== null && error !== undefined) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const sorted = latencies.sort((a, b) => a - b);
        const statusCodes: Record<string, number> = {};
        for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
        resolve({
          connections: request.connections,
          durationSeconds: result.duration,
          sent: result.requests.sent,
          ok: result['2xx'],
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          requestsPerSecond: result['2xx'] / Math.max(result.duration, 1e-9),
          latency: { p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] ?? Number.NaN },
          statusCodes,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
