import type { MetricFamily, MetricSample } from '@quire/ports/platform/metrics-source';

/** Upper bounds of the request duration histogram, in seconds. */
export const DURATION_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type Series = { readonly labels: Readonly<Record<string, string>>; count: number; sum: number; readonly buckets: number[] };

/**
 * Counts the requests the app answers, by method, route pattern and status, with a histogram of
 * their durations by method and route. The labels are bounded: the route is the pattern the
 * router matched (`/v1/FormTemplates/:id/Generate`), `unmatched` for any other path, and an
 * unknown method is `OTHER`, so that no client can grow the series without end.
 */
export class RequestMetrics {
  private readonly answers = new Map<string, { readonly labels: Readonly<Record<string, string>>; count: number }>();
  private readonly durations = new Map<string, Series>();
  private inFlight = 0;

  started(): void {
    this.inFlight++;
  }

  finished(request: { readonly method: string; readonly route: string | null; readonly status: number; readonly seconds: number }): void {
    this.inFlight--;
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const route = request.route ?? 'unmatched';
    const status = String(request.status);
    const answerKey = `${method} ${route} ${status}`;
    const answer = this.answers.get(answerKey) ?? { labels: { method, route, status }, count: 0 };
    answer.count++;
    this.answers.set(answerKey, answer);
    const durationKey = `${method} ${route}`;
    const series = this.durations.get(durationKey) ?? { labels: { method, route }, count: 0, sum: 0, buckets: DURATION_BUCKETS_SECONDS.map(() => 0) };
    series.count++;
    series.sum += request.seconds;
    DURATION_BUCKETS_SECONDS.forEach((bound, index) => {
      if (request.seconds <= bound) series.buckets[index] = (series.buckets[index] ?? 0) + 1;
    });
    this.durations.set(durationKey, series);
  }

  metricFamilies(): ReadonlyArray<MetricFamily> {
    return [
      { name: 'quire_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', type: 'counter', samples: [...this.answers.values()].map(({ labels, count }) => ({ labels, value: count })) },
      { name: 'quire_http_request_duration_seconds', help: 'Time from the first middleware until the answer was handed to Node, by method and route pattern.', type: 'histogram', samples: [...this.durations.values()].flatMap(histogramSamples) },
      { name: 'quire_http_requests_in_flight', help: 'HTTP requests being answered now.', type: 'gauge', samples: [{ value: this.inFlight }] },
    ];
  }
}

const histogramSamples = (series: Series): MetricSample[] => [
  ...DURATION_BUCKETS_SECONDS.map((bound, index): MetricSample => ({ suffix: '_bucket', labels: { ...series.labels, le: String(bound) }, value: series.buckets[index] ?? 0 })),
  { suffix: '_bucket', labels: { ...series.labels, le: '+Inf' }, value: series.count },
  { suffix: '_sum', labels: series.labels, value: series.sum },
  { suffix: '_count', labels: series.labels, value: series.count },
];
