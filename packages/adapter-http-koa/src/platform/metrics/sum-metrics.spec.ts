import { sumMetrics } from './sum-metrics';

describe('sumMetrics', () => {
  it("adds up every process's samples by suffix and labels, keeping the earliest start time", () => {
    const process = (requests: number, rss: number, started: number, withHistogram: boolean) => [
      { name: 'quire_http_requests_total', help: 'h', type: 'counter' as const, samples: [{ labels: { status: '200', method: 'GET' }, value: requests }, { labels: { status: '429', method: 'GET' }, value: 1 }] },
      { name: 'process_resident_memory_bytes', help: 'h', type: 'gauge' as const, samples: [{ value: rss }] },
      { name: 'process_start_time_seconds', help: 'h', type: 'gauge' as const, samples: [{ value: started }] },
      ...(withHistogram ? [{ name: 'quire_seconds', help: 'h', type: 'histogram' as const, samples: [{ suffix: '_count' as const, value: 3 }, { suffix: '_bucket' as const, labels: { le: '+Inf' }, value: 3 }] }] : []),
    ];
    expect(sumMetrics([process(5, 100, 20, true), process(7, 50, 10, false)])).toEqual([
      { name: 'quire_http_requests_total', help: 'h', type: 'counter', samples: [{ labels: { status: '200', method: 'GET' }, value: 12 }, { labels: { status: '429', method: 'GET' }, value: 2 }] },
      { name: 'process_resident_memory_bytes', help: 'h', type: 'gauge', samples: [{ value: 150 }] },
      { name: 'process_start_time_seconds', help: 'h', type: 'gauge', samples: [{ value: 10 }] },
      { name: 'quire_seconds', help: 'h', type: 'histogram', samples: [{ suffix: '_count', value: 3 }, { suffix: '_bucket', labels: { le: '+Inf' }, value: 3 }] },
    ]);
  });

  it('matches labels whatever their order', () => {
    const family = (labels: Record<string, string>) => [{ name: 'x_total', help: 'h', type: 'counter' as const, samples: [{ labels, value: 1 }] }];
    expect(sumMetrics([family({ a: '1', b: '2' }), family({ b: '2', a: '1' })])[0]?.samples).toEqual([{ labels: { a: '1', b: '2' }, value: 2 }]);
  });
});
