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

/** A row of a Markdown table: the operation, its median and p95 in milliseconds. */
const markdownRow = (name: string, median: string, p95: string): string => `| ${name} | ${median} | ${p95} |`;

/**
 * What a measuring script prints for one operation, steady state: `warmUp` runs first (at most
 * `iterations`), then the median and p95 of `iterations` timed runs, in milliseconds, as `row`
 * writes them (a row of a Markdown table unless told).
 */
export const measurer =
  (iterations: number, warmUp: number, row: (name: string, median: string, p95: string) => string = markdownRow) =>
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
    console.log(row(name, at(0.5), at(0.95)));
  };
