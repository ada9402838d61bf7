import { compileTemplate } from '../../../src/compile/compile-template';
import type { CompiledTemplate } from '../../../src/compile/compiled-template';

/** The `--iterations=N` of the command line, else `fallback`. */
export const iterationsArgument = (fallback: number): number => Number(process.argv.find((argument) => argument.startsWith('--iterations='))?.slice(13) ?? String(fallback));

/** A template compiled, or the script stops with the engine's message. */
export const compiled = (bytes: Uint8Array): CompiledTemplate => {
  const result = compileTemplate(bytes);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/**
 * What a measuring script prints for one operation, steady state: `warmUp` runs first (at most
 * `iterations`), then the median and p95 of `iterations` timed runs, in milliseconds, as a row of
 * a Markdown table.
 */
export const measurer =
  (iterations: number, warmUp: number) =>
  (name: string, run: () => void): void => {
    for (let index = 0; index < Math.min(warmUp, iterations); index++) run();
    const times: number[] = [];
    for (let index = 0; index < iterations; index++) {
      const start = process.hrtime.bigint();
      run();
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    const at = (fraction: number): string => (times[Math.min(times.length - 1, Math.floor(times.length * fraction))] ?? 0).toFixed(3);
    console.log(`| ${name} | ${at(0.5)} | ${at(0.95)} |`);
  };
