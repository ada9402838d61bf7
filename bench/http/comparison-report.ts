import { availableParallelism } from 'node:os';
import type { Step } from './measure-step';
import type { MixedLoad } from './mixed-load';
import { fixed, type TargetVerdict } from './report';

/*
 * The comparisons a run can make between its steps, each pair measured in turn in the same run:
 * Quire against the reference server, this tree against the one before, N HTTP processes against
 * one; and the bars they are held to (docs/performance.md).
 */

export const REFERENCE_SHARE = 0.33;
export const P99_OVER_P50 = 3;
export const POOL_OVER_IN_PROCESS = 0.9;
export const TWO_PROCESSES_OVER_ONE = 1.7;
export const MIXED_P99_MS = 25;
export const MIXED_OVER_ALONE = 1.5;
const LETTER_CONNECTIONS = 16;

const same = (a: Step, b: Step): boolean => a.document === b.document && a.threads === b.threads && a.processes === b.processes && a.load.connections === b.load.connections;
const rate = (step: Step): number => step.load.requestsPerSecond;
const latency = (step: Step): string => `${fixed(step.load.latency.p50)} / ${fixed(step.load.latency.p99)}`;

const cpu = (step: Step): string => fixed(step.server.cpuMsPerRequest, 2);
/** Requests/s of two steps, the ratio of `over` to `under`, and their p50 / p99 latencies. */
const compared = (first: Step, second: Step, over: Step, under: Step): string =>
  `${fixed(rate(first))} | ${fixed(rate(second))} | ${fixed(rate(over) / rate(under), 2)}× | ${latency(first)} | ${latency(second)}`;

/** A table of ten columns: its header, then a row for each step that has a step to compare with. */
const pairTable = (header: string, steps: ReadonlyArray<Step>, partnerOf: (step: Step) => Step | undefined, row: (step: Step, partner: Step) => string): ReadonlyArray<string> => [
  header,
  '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...steps.flatMap((step) => {
    const partner = partnerOf(step);
    return partner === undefined ? [] : [row(step, partner)];
  }),
];

/** Each Quire step of the letter against the reference server's step at the same connections right after it. */
export const referenceRatioTable = (steps: ReadonlyArray<Step>): ReadonlyArray<string> =>
  pairTable(
    '| server | engine threads | processes | connections | Quire requests/s | reference requests/s | Quire ÷ reference | Quire p50 / p99 ms | reference p50 / p99 ms | CPU ms per request: Quire / reference |',
    steps,
    (step) => (step.tree === 'reference' ? undefined : steps.find((other) => other.tree === 'reference' && same(other, step))),
    (step, reference) => `| ${step.tree} | ${step.threads} | ${step.processes} | ${step.load.connections} | ${compared(step, reference, step, reference)} | ${cpu(step)} / ${cpu(reference)} |`,
  );

/** Each step of this tree against the same step of the tree before (`--before`). */
export const beforeAfterTable = (steps: ReadonlyArray<Step>): ReadonlyArray<string> =>
  pairTable(
    '| document | engine threads | processes | connections | requests/s before | requests/s now | now ÷ before | p50 / p99 ms before | p50 / p99 ms now | server CPU ms per request before / now |',
    steps,
    (step) => (step.tree === 'this' ? steps.find((other) => other.tree === 'before' && same(other, step)) : undefined),
    (step, before) => `| ${step.document} | ${step.threads} | ${step.processes} | ${step.load.connections} | ${compared(before, step, step, before)} | ${cpu(before)} / ${cpu(step)} |`,
  );

/** Each step with N HTTP processes against the same with one (`--processes=1,2`). */
export const processesTable = (steps: ReadonlyArray<Step>): ReadonlyArray<string> =>
  pairTable(
    '| server | document | engine threads | connections | processes | requests/s | with one process | ÷ one process | p50 / p99 ms | p50 / p99 ms with one |',
    steps,
    (step) =>
      step.processes === '1' || step.processes === 'default'
        ? undefined
        : steps.find((other) => other.tree === step.tree && other.processes === '1' && other.document === step.document && other.threads === step.threads && other.load.connections === step.load.connections),
    (step, one) => `| ${step.tree} | ${step.document} | ${step.threads} | ${step.load.connections} | ${step.processes} | ${compared(step, one, step, one)} |`,
  );

/** WEB_CONCURRENCY's default on this machine: a step with `default` processes and one with this many are the same setting. */
const DEFAULT_PROCESSES = String(availableParallelism());
const sameProcesses = (a: string, b: string): boolean => a === b || (a === 'default' && b === DEFAULT_PROCESSES) || (b === 'default' && a === DEFAULT_PROCESSES);

const letterAt = (steps: ReadonlyArray<Step>, server: string, threads: string, processes: string): Step | undefined =>
  steps.find((step) => step.tree === server && step.document === 'letter' && step.threads === threads && sameProcesses(step.processes, processes) && step.load.connections === LETTER_CONNECTIONS);

/** The bars of a lean service (docs/performance.md), from what this run measured; "not measured" when it did not measure both sides. */
export const leanVerdicts = (steps: ReadonlyArray<Step>, mixed: MixedLoad | undefined): ReadonlyArray<TargetVerdict> => {
  const quire = letterAt(steps, 'this', 'pool', 'default');
  const reference = letterAt(steps, 'reference', 'pool', 'default');
  const oneProcess = steps.some((step) => step.processes === '1') ? '1' : 'default';
  const pooled = letterAt(steps, 'this', 'pool', oneProcess);
  const inProcess = letterAt(steps, 'this', '0', oneProcess);
  const one = letterAt(steps, 'this', 'pool', '1');
  const two = letterAt(steps, 'this', 'pool', '2');
  const measured = (ok: boolean | undefined, text: () => string): Pick<TargetVerdict, 'measured' | 'met'> => ({ measured: ok === undefined ? 'not measured' : text(), met: ok });
  return [
    {
      target: `default settings, letter at ${LETTER_CONNECTIONS} connections: ≥ ${REFERENCE_SHARE}× the reference server's requests/s`,
      ...measured(quire === undefined || reference === undefined ? undefined : rate(quire) >= REFERENCE_SHARE * rate(reference), () => `${fixed(rate(quire as Step) / rate(reference as Step), 2)}× (${fixed(rate(quire as Step))} against ${fixed(rate(reference as Step))})`),
    },
    {
      target: `default settings, letter at ${LETTER_CONNECTIONS} connections: p99 ≤ ${P99_OVER_P50}× p50`,
      ...measured(quire === undefined ? undefined : quire.load.latency.p99 <= P99_OVER_P50 * quire.load.latency.p50, () => `${fixed((quire?.load.latency.p99 ?? 0) / (quire?.load.latency.p50 ?? 1), 2)}× (p50 ${fixed(quire?.load.latency.p50 ?? 0)} ms, p99 ${fixed(quire?.load.latency.p99 ?? 0)} ms)`),
    },
    {
      target: `one process (${oneProcess === '1' ? 'WEB_CONCURRENCY=1' : 'the default'}), letter at ${LETTER_CONNECTIONS} connections: the engine pool ≥ ${POOL_OVER_IN_PROCESS}× in-process rendering`,
      ...measured(pooled === undefined || inProcess === undefined ? undefined : rate(pooled) >= POOL_OVER_IN_PROCESS * rate(inProcess), () => `${fixed(rate(pooled as Step) / rate(inProcess as Step), 2)}× (${fixed(rate(pooled as Step))} against ${fixed(rate(inProcess as Step))})`),
    },
    {
      target: `letter at ${LETTER_CONNECTIONS} connections: WEB_CONCURRENCY=2 ≥ ${TWO_PROCESSES_OVER_ONE}× WEB_CONCURRENCY=1`,
      ...measured(one === undefined || two === undefined ? undefined : rate(two) >= TWO_PROCESSES_OVER_ONE * rate(one), () => `${fixed(rate(two as Step) / rate(one as Step), 2)}× (${fixed(rate(two as Step))} against ${fixed(rate(one as Step))})`),
    },
    {
      target: `another tenant's letters beside two connections of 400-page documents: p99 < ${MIXED_P99_MS} ms and ≤ ${MIXED_OVER_ALONE}× their p99 alone`,
      ...measured(
        mixed === undefined ? undefined : mixed.lettersBeside.latency.p99 < MIXED_P99_MS && mixed.lettersBeside.latency.p99 <= MIXED_OVER_ALONE * mixed.lettersAlone.latency.p99,
        () => `p99 ${fixed(mixed?.lettersBeside.latency.p99 ?? 0)} ms beside, ${fixed(mixed?.lettersAlone.latency.p99 ?? 0)} ms alone (${fixed((mixed?.lettersBeside.latency.p99 ?? 0) / (mixed?.lettersAlone.latency.p99 ?? 1), 2)}×)`,
      ),
    },
    {
      target: 'no errors in any step (the reference server and the tree before included)',
      ...measured(steps.length === 0 ? undefined : steps.every((step) => step.load.errors + step.load.non2xx === 0), () => `${steps.reduce((sum, step) => sum + step.load.errors + step.load.non2xx, 0)} errors or non-2xx answers`),
    },
  ];
};
