import { readFileSync } from 'node:fs';
import { loadEngine } from '../../engine/engines/load-engine';
import { verifyOutput } from '../../engine/measure/verify-output';
import { warmUp } from '../../engine/measure/warm-up';
import type { ExpectedOutput } from '../../engine/template/expected-output';
import type { EngineTiming, EngineTimingRequest } from './engine-timing';

/*
 * Quire's engine without the server, in a process of its own, on the very template and data the
 * HTTP benchmark sends: compileTemplate once, check the output, warm up, then time renders with
 * renderTemplate, as the engine benchmark does (bench/engine/measure-child.ts, with its warm-up rule). Started by
 * time-engine.ts with `node --require tsx/cjs`; answers one EngineTiming over IPC.
 */

const elapsedMs = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

const time = (request: EngineTimingRequest): EngineTiming => {
  const failed = (reason: string): EngineTiming => ({ kind: 'failed', size: request.size, reason });
  try {
    const template = new Uint8Array(readFileSync(request.templatePath));
    const data = JSON.parse(readFileSync(request.dataPath, 'utf8')) as Record<string, unknown>;
    const expected = JSON.parse(readFileSync(request.expectedPath, 'utf8')) as ExpectedOutput;
    const engine = loadEngine('quire');
    const compileStart = process.hrtime.bigint();
    const render = engine.prepare(template);
    const compileMs = elapsedMs(compileStart);
    const first = render(data);
    const problems = verifyOutput(first, expected);
    if (problems.length > 0) return failed(`wrong output: ${problems.join('; ')}`);
    const warmUpRenders = warmUp(() => render(data), { renders: request.warmUp, ms: request.warmUpMs });
    const durations: number[] = [];
    const cpuStart = process.cpuUsage();
    for (let round = 0; round < request.iterations; round += 1) {
      const start = process.hrtime.bigint();
      render(data);
      durations.push(elapsedMs(start));
    }
    const cpu = process.cpuUsage(cpuStart);
    return {
      kind: 'measured',
      size: request.size,
      compileMs,
      warmUpRenders,
      durations,
      cpuMsPerRender: (cpu.user + cpu.system) / 1000 / Math.max(1, request.iterations),
      outputBytes: first.byteLength,
    };
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
};

process.once('message', (request: EngineTimingRequest) => {
  process.send?.(time(request), () => process.exit(0));
});
