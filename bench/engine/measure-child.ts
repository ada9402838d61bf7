import { readFileSync } from 'node:fs';
import type { BenchEngine, RenderDocument } from './engines/bench-engine';
import { loadEngine } from './engines/load-engine';
import type { MeasureRequest, RoundMeasurement } from './measure/measurement';
import { verifyOutput } from './measure/verify-output';
import type { ExpectedOutput } from './template/expected-output';
import { warmUp } from './measure/warm-up';

/*
 * One engine and one size in a process of its own, so its peak RSS is its own. Started by
 * run.ts with `node --require tsx/cjs`; answers one RoundMeasurement over IPC.
 */

const elapsedMs = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;
const peakRssMiB = (): number => process.resourceUsage().maxRSS / 1024;
const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const measure = (request: MeasureRequest): RoundMeasurement => {
  if (request.engine === 'baseline') return { kind: 'baseline', peakRssMiB: peakRssMiB() };
  const engineName = request.engine;
  const failed = (reason: string): RoundMeasurement => ({ kind: 'failed', engine: engineName, size: request.size, reason });
  const template = new Uint8Array(readFileSync(request.templatePath));
  const data = JSON.parse(readFileSync(request.dataPath, 'utf8')) as Record<string, unknown>;
  const expected = JSON.parse(readFileSync(request.expectedPath, 'utf8')) as ExpectedOutput;

  let engine: BenchEngine;
  let render: RenderDocument;
  let first: Uint8Array;
  const loadStart = process.hrtime.bigint();
  try {
    engine = loadEngine(engineName);
  } catch (error) {
    return failed(`cannot load the engine: ${reasonOf(error)}`);
  }
  const loadMs = elapsedMs(loadStart);
  const compileStart = process.hrtime.bigint();
  try {
    render = engine.prepare(template);
  } catch (error) {
    return failed(reasonOf(error));
  }
  const compileMs = elapsedMs(compileStart);
  const renderStart = process.hrtime.bigint();
  try {
    first = render(data);
  } catch (error) {
    return failed(reasonOf(error));
  }
  const firstRenderMs = elapsedMs(renderStart);
  const peakRssAfterFirstRenderMiB = peakRssMiB();
  const problems = verifyOutput(first, expected);
  if (problems.length > 0) return failed(`wrong output: ${problems.join('; ')}`);

  const warmUpRenders = warmUp(() => render(data), { renders: request.warmUp, ms: request.warmUpMs });
  const durations: number[] = [];
  for (let round = 0; round < request.iterations; round += 1) {
    const start = process.hrtime.bigint();
    render(data);
    durations.push(elapsedMs(start));
  }
  return {
    kind: 'measured',
    engine: engineName,
    size: request.size,
    loadMs,
    compileMs,
    firstRenderMs,
    warmUpRenders,
    durations,
    outputBytes: first.byteLength,
    peakRssAfterFirstRenderMiB,
    peakRssMiB: peakRssMiB(),
  };
};

process.once('message', (request: MeasureRequest) => {
  process.send?.(measure(request), () => process.exit(0));
});
