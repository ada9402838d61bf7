import * as http from 'node:http';
import type { LoadRequest, LoadResult } from './load';
import { percentile } from './percentile';

/**
 * The same load as runLoad (autocannon) with node's own HTTP client: `connections` loops, each with
 * one request in flight on a keep-alive socket of its own, for a fixed time. A lighter client than
 * autocannon in neither direction; it is what most Node callers of the service would use, and a
 * second opinion on a figure (`bench:http -- --client=node`).
 */
export const runNodeLoad = async (request: LoadRequest): Promise<LoadResult> => {
  const url = new URL(`${request.url}${request.path}`);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: http.OutgoingHttpHeaders = {
    ...(request.apiKey === undefined ? {} : { authorization: `Bearer ${request.apiKey}` }),
    ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': body.byteLength }),
  };
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + request.durationSeconds * 1000;
  const once = (agent: http.Agent): Promise<void> =>
    new Promise((resolve) => {
      const at = performance.now();
      sent++;
      const outgoing = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: request.method, headers, agent }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          const status = String(response.statusCode ?? 0);
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (status.startsWith('2')) latencies.push(performance.now() - at);
          resolve();
        });
        response.on('error', () => {
          errors++;
          resolve();
        });
      });
      outgoing.on('error', () => {
        errors++;
        resolve();
      });
      outgoing.end(body);
    });
  const loop = async (): Promise<void> => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (performance.now() < deadline) await once(agent);
    agent.destroy();
  };
  await Promise.all(Array.from({ length: request.connections }, loop));
  const duration = (performance.now() - started) / 1000;
  const ok = latencies.length;
  const answered = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    connections: request.connections,
    durationSeconds: duration,
    sent,
    ok,
    non2xx: answered - ok,
    errors,
    timeouts: 0,
    requestsPerSecond: ok / duration,
    latency: { p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] ?? Number.NaN },
    statusCodes,
  };
};
