import type { MetricFamily } from '@quire/ports/platform/metrics-source';

/** What the primary and its HTTP processes tell each other (node:cluster's IPC channel). */
export type ClusterMessage =
  /** A process answering GET /metrics asks for every other process's metrics. */
  | { readonly quire: 'metrics-wanted'; readonly id: number }
  /** The primary asks a process for its metrics. */
  | { readonly quire: 'metrics-collect'; readonly id: number }
  /** A process's metrics, to the primary. */
  | { readonly quire: 'metrics-collected'; readonly id: number; readonly families: ReadonlyArray<MetricFamily> }
  /** The other processes' metrics, to the process that wanted them. */
  | { readonly quire: 'metrics-gathered'; readonly id: number; readonly families: ReadonlyArray<ReadonlyArray<MetricFamily>> };

export const isClusterMessage = (message: unknown): message is ClusterMessage =>
  typeof message === 'object' && message !== null && typeof (message as { quire?: unknown }).quire === 'string';
