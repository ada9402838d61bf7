import type { MetricFamily } from '@quire/ports/platform/metrics-source';

const startedAtSeconds = Math.round(Date.now() / 1000 - process.uptime());

/** The process's own gauges and counters, with the names Prometheus's client libraries use. */
export const processMetrics = (): ReadonlyArray<MetricFamily> => {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  return [
    { name: 'process_cpu_seconds_total', help: 'User and system CPU time spent, in seconds.', type: 'counter', samples: [{ value: (cpu.user + cpu.system) / 1e6 }] },
    { name: 'process_resident_memory_bytes', help: 'Resident memory size, in bytes.', type: 'gauge', samples: [{ value: memory.rss }] },
    { name: 'process_start_time_seconds', help: 'Start time of the process since the Unix epoch, in seconds.', type: 'gauge', samples: [{ value: startedAtSeconds }] },
    { name: 'nodejs_heap_size_used_bytes', help: 'V8 heap in use, in bytes.', type: 'gauge', samples: [{ value: memory.heapUsed }] },
    { name: 'nodejs_external_memory_bytes', help: 'Memory of C++ objects bound to JavaScript objects (buffers), in bytes.', type: 'gauge', samples: [{ value: memory.external }] },
  ];
};
