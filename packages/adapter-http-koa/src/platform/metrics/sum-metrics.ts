import type { MetricFamily, MetricSample } from '@quire/ports/platform/metrics-source';

/** Gauges that are an instant, not an amount: the earliest of the processes' is the server's. */
const EARLIEST = new Set(['process_start_time_seconds']);

const sampleKey = (sample: MetricSample): string =>
  `${sample.suffix ?? ''}{${Object.entries(sample.labels ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join(',')}}`;

/**
 * The metrics of several processes as one server's: each family once (in the order first seen),
 * each sample (by suffix and labels) summed over the processes that report it — counters and
 * histograms add up, and so do the gauges (memory, queues, cache entries: the server's total),
 * except a start time, which is the earliest.
 */
export const sumMetrics = (processes: ReadonlyArray<ReadonlyArray<MetricFamily>>): ReadonlyArray<MetricFamily> => {
  const families = new Map<string, { family: MetricFamily; samples: Map<string, MetricSample> }>();
  for (const metrics of processes) {
    for (const family of metrics) {
      let known = families.get(family.name);
      if (known === undefined) families.set(family.name, (known = { family, samples: new Map() }));
      for (const sample of family.samples) {
        const key = sampleKey(sample);
        const before = known.samples.get(key);
        const value = before === undefined ? sample.value : EARLIEST.has(family.name) ? Math.min(before.value, sample.value) : before.value + sample.value;
        known.samples.set(key, { ...sample, value });
      }
    }
  }
  return [...families.values()].map(({ family, samples }) => ({ ...family, samples: [...samples.values()] }));
};
