import { readFileSync } from 'node:fs';
import { loadEngine } from './engines/load-engine';
import type { MeasureRequest, Measurement } from './measure/measurement';
import { summarise } from './measure/statistics';
import { verifyOutput } from './measure/verify-output';
import type { ExpectedOutput } from './template/expected-output';

/*
 * One engine and one size in a process of its own, so its peak RSS is its own. Started by
 * run.ts with `node --require tsx/cjs`; answers one Measurement over IPC.
 */

const MIB = 1024 * 1024;
const elapsedMs = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;
const peakRssMiB = (): number => process.resourceUsage().maxRSS / 1024;

const measure = async (request: MeasureRequest): Promise<Measurement> => {
  if (request.engine === 'baseline') return { kind: 'baseline', peakRssMiB: peakRssMiB() };
  const engineName = request.engine;
  const failed = (reason: string): Measurement => ({ kind: 'failed', engine: engineName, size: request.size, reason });
  const template = new Uint8Array(readFileSync(request.templatePath));
  const data = JSON.parse(readFileSync(request.dataPath, 'utf8')) as Record<string, unknown>;
  const expected = JSON.parse(readFileSync(request.expectedPath, 'utf8')) as ExpectedOutput;

  const loadStart = process.hrtime.bigint();
  let engine;
  try {
    engine = loadEngine(engineName);
  } catch (error) {
    return failed(`cannot load: ${error instanceof Error ? error.message : String(error)}`);
  }
  const loadMs = elapsedMs(loadStart);

  let first: Uint8Array;
  let render;
  const coldStart = process.hrtime.bigint();
  try {
    render = engine.prepare(template);
    first = render(data);
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
  const coldMs = elapsedMs(coldStart);
  const problems = verifyOutput(first, expected);
  if (problems.length > 0) return failed(`wrong output: ${problems.join('; ')}`);

  for (let round = 0; round < request.warmUp; round += 1) render(data);
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
    coldMs,
    steady: summarise(durations),
    iterations: request.iterations,
    warmUp: request.warmUp,
    outputBytes: first.byteLength,
    peakRssMiB: peakRssMiB(),
    finalRssMiB: process.memoryUsage().rss / MIB,
  };
};

process.once('message', (request: MeasureRequest) => {
  void measure(request).then((measurement) => {
    process.send?.(measurement, () => process.exit(0));
  });
});
