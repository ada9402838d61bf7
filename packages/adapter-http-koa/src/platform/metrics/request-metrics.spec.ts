import { DURATION_BUCKETS_SECONDS, RequestMetrics } from './request-metrics';

const family = (metrics: RequestMetrics, name: string) => metrics.metricFamilies().find((candidate) => candidate.name === name);

describe('RequestMetrics', () => {
  it('counts answers by method, route pattern and status', () => {
    const metrics = new RequestMetrics();
    for (const status of [200, 200, 422]) {
      metrics.started();
      metrics.finished({ method: 'POST', route: '/v1/FormTemplates/:id/Generate', status, seconds: 0.002 });
    }
    expect(family(metrics, 'quire_http_requests_total')?.samples).toEqual([
      { labels: { method: 'POST', route: '/v1/FormTemplates/:id/Generate', status: '200' }, value: 2 },
      { labels: { method: 'POST', route: '/v1/FormTemplates/:id/Generate', status: '422' }, value: 1 },
    ]);
    expect(family(metrics, 'quire_http_requests_in_flight')?.samples).toEqual([{ value: 0 }]);
  });

  it('keeps a cumulative histogram of durations per route', () => {
    const metrics = new RequestMetrics();
    for (const seconds of [0.0005, 0.004, 0.2, 60]) metrics.finished({ method: 'GET', route: '/healthz', status: 200, seconds });
    const samples = family(metrics, 'quire_http_request_duration_seconds')?.samples ?? [];
    const bucket = (le: string) => samples.find((sample) => sample.suffix === '_bucket' && sample.labels?.['le'] === le)?.value;
    expect(bucket('0.001')).toBe(1);
    expect(bucket('0.005')).toBe(2);
    expect(bucket('0.25')).toBe(3);
    expect(bucket(String(DURATION_BUCKETS_SECONDS[DURATION_BUCKETS_SECONDS.length - 1]))).toBe(3);
    expect(bucket('+Inf')).toBe(4);
    expect(samples.find((sample) => sample.suffix === '_count')?.value).toBe(4);
    expect(samples.find((sample) => sample.suffix === '_sum')?.value).toBeCloseTo(60.2045, 6);
  });

  it('bounds its labels: any unmatched path is one series, an unknown method is OTHER', () => {
    const metrics = new RequestMetrics();
    for (let index = 0; index < 50; index++) metrics.finished({ method: `X${index}`, route: null, status: 404, seconds: 0.001 });
    expect(family(metrics, 'quire_http_requests_total')?.samples).toEqual([{ labels: { method: 'OTHER', route: 'unmatched', status: '404' }, value: 50 }]);
  });

  it('counts requests in flight', () => {
    const metrics = new RequestMetrics();
    metrics.started();
    metrics.started();
    metrics.finished({ method: 'GET', route: '/healthz', status: 200, seconds: 0.001 });
    expect(family(metrics, 'quire_http_requests_in_flight')?.samples).toEqual([{ value: 1 }]);
  });
});
