import { summarise } from '../engine/measure/statistics';
import type { EngineTiming } from './engine/engine-timing';
import type { Step } from './measure-step';

type MeasuredEngine = Extract<EngineTiming, { kind: 'measured' }>;

/** The engine's figures on one template, over every child that timed it. */
export type EngineSummary = {
  readonly document: string;
  readonly compileMs: number;
  readonly renders: number;
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly cpuMsPerRender: number;
  readonly outputBytes: number;
};

export const TARGET_LETTER_CONNECTIONS = 16;
export const TARGET_LETTER_P99_MS = 50;
export const TARGET_SERVER_VS_ENGINE = 2;

export const fixed = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : '–');

export const summariseEngine = (document: string, timings: ReadonlyArray<MeasuredEngine>): EngineSummary | undefined => {
  if (timings.length === 0) return undefined;
  const durations = timings.flatMap((timing) => timing.durations);
  const steady = summarise(durations);
  return {
    document,
    compileMs: summarise(timings.map((timing) => timing.compileMs)).median,
    renders: durations.length,
    medianMs: steady.median,
    minMs: steady.min,
    maxMs: steady.max,
    cpuMsPerRender: timings.reduce((sum, timing) => sum + timing.cpuMsPerRender * timing.durations.length, 0) / durations.length,
    outputBytes: timings[0]?.outputBytes ?? 0,
  };
};

export const engineTable = (engines: ReadonlyArray<EngineSummary>): ReadonlyArray<string> => [
  '| document | compile ms | renders timed | render median ms | min ms | max ms | CPU ms per render | output |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...engines.map(
    (engine) =>
      `| ${engine.document} | ${fixed(engine.compileMs)} | ${engine.renders} | ${fixed(engine.medianMs, 2)} | ${fixed(engine.minMs, 2)} | ${fixed(engine.maxMs, 2)} | ${fixed(engine.cpuMsPerRender, 2)} | ${Math.round(engine.outputBytes / 1024)} KiB |`,
  ),
];

/** One step as the progress line shows it. */
export const stepLine = (step: Step): string =>
  `${fixed(step.load.requestsPerSecond)} requests/s, p50 ${fixed(step.load.latency.p50)} ms, p99 ${fixed(step.load.latency.p99)} ms, ` +
  `${step.load.errors + step.load.non2xx} errors; server p50 ${fixed(step.server.ms.p50)} ms, CPU ${fixed(step.server.cpuMsPerRequest, 2)} ms per request`;

export const referenceTable = (steps: ReadonlyArray<Step>): ReadonlyArray<string> => [
  '| route | connections | requests/s | p50 ms | p99 ms | errors (connection / timeouts / non-2xx) | server ms p50 / p99 (request log) | server CPU ms per request (of it kernel) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...steps.map(
    ({ document, load, server }) =>
      `| ${document} | ${load.connections} | ${fixed(load.requestsPerSecond)} | ${fixed(load.latency.p50)} | ${fixed(load.latency.p99)} | ${load.errors} / ${load.timeouts} / ${load.non2xx} | ${fixed(server.ms.p50, 2)} / ${fixed(server.ms.p99, 2)} | ${fixed(server.cpuMsPerRequest, 2)} (${fixed(server.systemCpuMsPerRequest, 2)}) |`,
  ),
];

const failuresOf = (step: Step): number => step.load.errors + step.load.non2xx;

export const stepTable = (steps: ReadonlyArray<Step>, engines: ReadonlyArray<EngineSummary>): ReadonlyArray<string> => {
  const lines = [
    '| server | processes | document | engine threads | connections | requests/s | p50 ms | p99 ms | max ms | errors (connection / timeouts / non-2xx) | server ms p50 / p99 (request log) | of it rendering, ms p50 (request log) | server ÷ its render (median per request) | server CPU ms per request (of it kernel) | engine alone: render ms (median) | server p50 ÷ engine alone | server CPU ÷ engine alone CPU | server RSS MiB | client CPU ms per request |',
    '|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const step of steps) {
    const engine = engines.find((entry) => entry.document === step.document);
    const { load, server } = step;
    lines.push(
      `| ${step.tree} | ${step.processes} | ${step.document} | ${step.threads} | ${load.connections} | ${fixed(load.requestsPerSecond)} | ${fixed(load.latency.p50)} | ${fixed(load.latency.p99)} | ${fixed(load.latency.max)} | ${load.errors} / ${load.timeouts} / ${load.non2xx} | ${fixed(server.ms.p50, 2)} / ${fixed(server.ms.p99, 2)} | ${fixed(server.render.p50, 2)} | ${fixed(server.render.serverOverRender, 2)} | ${fixed(server.cpuMsPerRequest, 2)} (${fixed(server.systemCpuMsPerRequest, 2)}) | ${fixed(engine?.medianMs ?? Number.NaN, 2)} | ${fixed(server.ms.p50 / (engine?.medianMs ?? Number.NaN), 2)} | ${fixed(server.cpuMsPerRequest / (engine?.cpuMsPerRender ?? Number.NaN), 2)} | ${fixed(server.rssMiB, 0)} | ${fixed(step.clientCpuMsPerRequest, 2)} |`,
    );
  }
  return lines;
};

export type TargetVerdict = { readonly target: string; readonly measured: string; readonly met: boolean | undefined };

/**
 * The HTTP bars (docs/performance.md) against what was measured. The server-side time per letter is the request
 * log's `ms` at the fewest connections measured (1 by default: no request waits for another),
 * against the engine's render of the same request (its `renderMs`), as the median over requests of
 * their ratio (ADR 0027). The ratio to the engine alone (another process rendering in a loop, every
 * cache warm) is printed beside it.
 */
export const targetVerdicts = (steps: ReadonlyArray<Step>, engines: ReadonlyArray<EngineSummary>): ReadonlyArray<TargetVerdict> => {
  const failures = steps.reduce((sum, step) => sum + failuresOf(step), 0);
  const requests = steps.reduce((sum, step) => sum + step.load.ok + failuresOf(step), 0);
  const letterSteps = steps.filter((step) => step.document === 'letter');
  const atTarget = letterSteps.find((step) => step.load.connections === TARGET_LETTER_CONNECTIONS);
  const fewest = [...letterSteps].sort((a, b) => a.load.connections - b.load.connections)[0];
  const engine = engines.find((entry) => entry.document === 'letter');
  const ratio = fewest === undefined || Number.isNaN(fewest.server.render.serverOverRender) ? undefined : fewest.server.render.serverOverRender;
  const aloneRatio = fewest !== undefined && engine !== undefined ? fewest.server.ms.p50 / engine.medianMs : undefined;
  const cpuRatio = atTarget !== undefined && engine !== undefined ? atTarget.server.cpuMsPerRequest / engine.cpuMsPerRender : undefined;
  return [
    { target: 'no errors', measured: `${failures} errors or non-2xx answers in ${requests} requests`, met: steps.length === 0 ? undefined : failures === 0 },
    {
      target: `letter at ${TARGET_LETTER_CONNECTIONS} connections: p99 < ${TARGET_LETTER_P99_MS} ms`,
      measured: atTarget === undefined ? 'not measured' : `p99 ${fixed(atTarget.load.latency.p99)} ms (p50 ${fixed(atTarget.load.latency.p50)} ms, ${fixed(atTarget.load.requestsPerSecond)} requests/s)`,
      met: atTarget === undefined ? undefined : atTarget.load.latency.p99 < TARGET_LETTER_P99_MS,
    },
    ...(atTarget === undefined
      ? []
      : [
          {
            target: `estimate for a core of the server's own (the letter at ${TARGET_LETTER_CONNECTIONS} connections)`,
            measured:
              `the server used ${fixed((atTarget.load.requestsPerSecond * atTarget.server.cpuMsPerRequest) / 10, 0)} % of one core; ` +
              `at ${fixed(atTarget.server.cpuMsPerRequest, 2)} ms CPU per request one core gives ≈ ${fixed(1000 / atTarget.server.cpuMsPerRequest, 0)} requests/s, ` +
              `so ${TARGET_LETTER_CONNECTIONS} connections wait ≈ ${fixed(TARGET_LETTER_CONNECTIONS * atTarget.server.cpuMsPerRequest, 0)} ms per request on average ` +
              `(p99 < ${TARGET_LETTER_P99_MS} ms needs well under ${fixed(TARGET_LETTER_P99_MS / TARGET_LETTER_CONNECTIONS, 1)} ms CPU per request)`,
            met: undefined,
          },
        ]),
    {
      target: `letter: server-side time within ${TARGET_SERVER_VS_ENGINE}× of the engine's render`,
      measured:
        ratio === undefined || fewest === undefined
          ? 'not measured'
          : `${fixed(ratio, 2)}× the render in the same request (median over requests at ${fewest.load.connections} connection${fewest.load.connections === 1 ? '' : 's'}; ` +
            `request log median ${fixed(fewest.server.ms.p50, 2)} ms, of it rendering ${fixed(fewest.server.render.p50, 2)} ms)` +
            (aloneRatio === undefined || engine === undefined ? '' : `; against the engine alone in a loop (median ${fixed(engine.medianMs, 2)} ms, caches warm) ${fixed(aloneRatio, 2)}×`) +
            (cpuRatio === undefined ? '' : `; CPU per request at ${TARGET_LETTER_CONNECTIONS} connections ${fixed(cpuRatio, 2)}× the engine alone's CPU per render`),
      met: ratio === undefined ? undefined : ratio <= TARGET_SERVER_VS_ENGINE,
    },
  ];
};

export const targetLines = (verdicts: ReadonlyArray<TargetVerdict>): ReadonlyArray<string> =>
  verdicts.map((verdict) => `- ${verdict.target}: ${verdict.met === undefined ? '' : verdict.met ? 'met — ' : 'NOT met — '}${verdict.measured}`);
