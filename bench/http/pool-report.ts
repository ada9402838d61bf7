import type { Step } from './measure-step';
import type { MixedLoad } from './mixed-load';
import { fixed, type TargetVerdict } from './report';

/** The "every core" bars (docs/performance.md): the pool serves at least this many times the letters of one engine thread. */
export const POOL_OVER_SINGLE = 1.7;
export const POOL_LETTER_CONNECTIONS = 16;
export const POOL_LETTER_P99_MS = 20;
export const CONTRACT_CONNECTIONS = 64;
export const CONTRACT_P99_OVER_P50 = 3;
export const MIXED_LETTER_P99_MS = 25;

const find = (steps: ReadonlyArray<Step>, document: string, threads: string, connections: number): Step | undefined =>
  steps.find((step) => step.document === document && step.threads === threads && step.load.connections === connections);

/** Letters per second with the pool against the same server rendering on its HTTP thread, at each number of connections both measured. */
export const poolTable = (steps: ReadonlyArray<Step>): ReadonlyArray<string> => {
  const lines = ['| document | connections | requests/s on one thread | requests/s with the pool | pool ÷ one thread | p50 / p99 ms on one thread | p50 / p99 ms with the pool |', '|---|---:|---:|---:|---:|---:|---:|'];
  for (const pooled of steps.filter((step) => step.threads === 'pool')) {
    const single = steps.find((step) => step.tree === pooled.tree && step.processes === pooled.processes && step.document === pooled.document && step.threads === '0' && step.load.connections === pooled.load.connections);
    if (single === undefined) continue;
    lines.push(
      `| ${pooled.document} | ${pooled.load.connections} | ${fixed(single.load.requestsPerSecond)} | ${fixed(pooled.load.requestsPerSecond)} | ${fixed(pooled.load.requestsPerSecond / single.load.requestsPerSecond, 2)}× | ` +
        `${fixed(single.load.latency.p50)} / ${fixed(single.load.latency.p99)} | ${fixed(pooled.load.latency.p50)} / ${fixed(pooled.load.latency.p99)} |`,
    );
  }
  return lines;
};

export const mixedLines = (mixed: MixedLoad): ReadonlyArray<string> => [
  `| load | connections | requests/s | p50 ms | p99 ms | max ms | errors |`,
  '|---|---:|---:|---:|---:|---:|---:|',
  ...([
    ['letters (tenant B) alone', mixed.lettersAlone],
    [`letters (tenant B) beside the ${mixed.heavyDocument}`, mixed.lettersBeside],
    [`${mixed.heavyDocument} (tenant A), continuously`, mixed.heavy],
  ] as const).map(
    ([label, load]) =>
      `| ${label} | ${load.connections} | ${fixed(load.requestsPerSecond)} | ${fixed(load.latency.p50)} | ${fixed(load.latency.p99)} | ${fixed(load.latency.max)} | ${load.errors + load.non2xx} |`,
  ),
];

export const poolVerdicts = (steps: ReadonlyArray<Step>, mixed: MixedLoad | undefined): ReadonlyArray<TargetVerdict> => {
  const pooled = find(steps, 'letter', 'pool', POOL_LETTER_CONNECTIONS);
  const single = find(steps, 'letter', '0', POOL_LETTER_CONNECTIONS);
  const contract = find(steps, 'contract', 'pool', CONTRACT_CONNECTIONS);
  return [
    {
      target: `letters at ${POOL_LETTER_CONNECTIONS} connections: the pool serves ≥ ${POOL_OVER_SINGLE}× what one engine thread does`,
      measured:
        pooled === undefined || single === undefined
          ? 'not measured'
          : `${fixed(pooled.load.requestsPerSecond / single.load.requestsPerSecond, 2)}× (${fixed(pooled.load.requestsPerSecond)} against ${fixed(single.load.requestsPerSecond)} requests/s)`,
      met: pooled === undefined || single === undefined ? undefined : pooled.load.requestsPerSecond >= POOL_OVER_SINGLE * single.load.requestsPerSecond,
    },
    {
      target: `letters at ${POOL_LETTER_CONNECTIONS} connections with the pool: p99 < ${POOL_LETTER_P99_MS} ms`,
      measured: pooled === undefined ? 'not measured' : `p99 ${fixed(pooled.load.latency.p99)} ms (p50 ${fixed(pooled.load.latency.p50)} ms)`,
      met: pooled === undefined ? undefined : pooled.load.latency.p99 < POOL_LETTER_P99_MS,
    },
    {
      target: `contract at ${CONTRACT_CONNECTIONS} connections with the pool: p99 ≤ ${CONTRACT_P99_OVER_P50}× p50`,
      measured: contract === undefined ? 'not measured' : `p99 ${fixed(contract.load.latency.p99)} ms, p50 ${fixed(contract.load.latency.p50)} ms: ${fixed(contract.load.latency.p99 / contract.load.latency.p50, 2)}×`,
      met: contract === undefined ? undefined : contract.load.latency.p99 <= CONTRACT_P99_OVER_P50 * contract.load.latency.p50,
    },
    {
      target: `another tenant's letters at 8 connections beside two connections of 400-page documents: p99 < ${MIXED_LETTER_P99_MS} ms`,
      measured: mixed === undefined ? 'not measured' : `p99 ${fixed(mixed.lettersBeside.latency.p99)} ms (alone ${fixed(mixed.lettersAlone.latency.p99)} ms); the ${mixed.heavyDocument} meanwhile ${fixed(mixed.heavy.requestsPerSecond, 2)} per second`,
      met: mixed === undefined ? undefined : mixed.lettersBeside.latency.p99 < MIXED_LETTER_P99_MS,
    },
  ];
};
