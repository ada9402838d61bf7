/**
 * One value of a metric, with its labels (never a tenant, a name a user chose, or a secret). A
 * histogram's samples say which series they are: `_bucket` (with an `le` label), `_sum` or `_count`.
 */
export type MetricSample = { readonly labels?: Readonly<Record<string, string>>; readonly value: number; readonly suffix?: '_bucket' | '_sum' | '_count' };

/** A metric as Prometheus names it: `quire_…`, with `_total` at the end of a counter's name. */
export type MetricFamily = {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'gauge' | 'histogram';
  readonly samples: ReadonlyArray<MetricSample>;
};

/** A component that reports its own counters and gauges when `GET /metrics` is scraped (a cache, a worker pool). */
export interface MetricsSource {
  metricFamilies(): ReadonlyArray<MetricFamily>;
}
