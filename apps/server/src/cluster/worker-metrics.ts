import type { MetricsOfServer } from '@quire/adapter-http-koa/http-options';
import { sumMetrics } from '@quire/adapter-http-koa/platform/metrics/sum-metrics';
import type { MetricFamily } from '@quire/ports/platform/metrics-source';
import { type ClusterMessage, isClusterMessage } from './cluster-messages';

/** How long a process waits for the others' metrics before it answers with those it has. */
const GATHER_TIMEOUT_MS = 2_000;

/**
 * `GET /metrics` in one of several HTTP processes: this process's metrics and, through the
 * primary, every other's, summed (sumMetrics). A process that does not answer in time is left out.
 */
export const workerMetricsOfServer = (): MetricsOfServer => {
  let local: () => ReadonlyArray<MetricFamily> = () => [];
  let asked = 0;
  const waiting = new Map<number, (others: ReadonlyArray<ReadonlyArray<MetricFamily>>) => void>();
  const send = (message: ClusterMessage): void => void process.send?.(message);
  process.on('message', (message: unknown) => {
    if (!isClusterMessage(message)) return;
    if (message.quire === 'metrics-collect') send({ quire: 'metrics-collected', id: message.id, families: local() });
    if (message.quire === 'metrics-gathered') waiting.get(message.id)?.(message.families);
  });
  return {
    serve: (read) => {
      local = read;
    },
    gather: async (own) => {
      const id = ++asked;
      const others = await new Promise<ReadonlyArray<ReadonlyArray<MetricFamily>>>((resolve) => {
        const timer = setTimeout(() => resolve([]), GATHER_TIMEOUT_MS);
        waiting.set(id, (families) => {
          clearTimeout(timer);
          resolve(families);
        });
        send({ quire: 'metrics-wanted', id });
      });
      waiting.delete(id);
      return sumMetrics([own, ...others]);
    },
  };
};
