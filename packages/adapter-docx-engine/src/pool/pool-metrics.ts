import type { MetricFamily } from '@quire/ports/platform/metrics-source';
import type { EnginePoolStats } from './engine-pool';

/** The engine pool's figures for `GET /metrics`. */
export const poolMetricFamilies = (stats: EnginePoolStats): ReadonlyArray<MetricFamily> => [
  { name: 'quire_engine_threads', help: 'Engine worker threads (ENGINE_THREADS).', type: 'gauge', samples: [{ value: stats.threads }] },
  { name: 'quire_engine_queued_tasks', help: 'Engine tasks waiting for a free worker or, heavy ones, for their lane.', type: 'gauge', samples: [{ value: stats.queued }] },
  { name: 'quire_engine_tasks_total', help: 'Engine tasks sent to the workers (analyses, renders, merges, zips).', type: 'counter', samples: [{ value: stats.tasks }] },
  {
    name: 'quire_engine_heavy_tasks_total',
    help: 'Renders of templates that ran long lately (ENGINE_HEAVY_TASK_MS), kept to all workers but one.',
    type: 'counter',
    samples: [{ value: stats.heavy }],
  },
  {
    name: 'quire_engine_tasks_stopped_total',
    help: 'Engine tasks stopped at a limit (answered too_complex), by the limit passed.',
    type: 'counter',
    samples: [
      { labels: { limit: 'time' }, value: stats.stoppedForTime },
      { labels: { limit: 'memory' }, value: stats.stoppedForMemory },
    ],
  },
];
