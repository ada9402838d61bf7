import type { EngineName } from '../engines/bench-engine';
import type { Timings } from './statistics';

/** What one child process measured for one engine and one size (or why it could not). */
export type RoundMeasurement =
  | {
      readonly kind: 'measured';
      readonly engine: EngineName;
      readonly size: string;
      /** Loading the engine's modules (through tsx: includes transpiling Quire's TypeScript). */
      readonly loadMs: number;
      /** `prepare` (Quire: compileTemplate) and the first render, in a fresh process. */
      readonly compileMs: number;
      readonly firstRenderMs: number;
      /** Renders done to warm up (see MeasureRequest): at least `warmUp`, more when they took less than `warmUpMs`. */
      readonly warmUpRenders: number;
      readonly durations: ReadonlyArray<number>;
      readonly outputBytes: number;
      readonly peakRssAfterFirstRenderMiB: number;
      readonly peakRssMiB: number;
    }
  | { readonly kind: 'baseline'; readonly peakRssMiB: number }
  | { readonly kind: 'failed'; readonly engine: EngineName; readonly size: string; readonly reason: string };

/** One engine on one size over every round. */
export type Measurement =
  | {
      readonly kind: 'measured';
      readonly engine: EngineName;
      readonly size: string;
      readonly rounds: number;
      /** Medians over the rounds of the cold figures (each round is a fresh process). */
      readonly loadMs: number;
      readonly compileMs: number;
      readonly coldMs: number;
      readonly steady: Timings;
      readonly iterations: number;
      /** The fewest and the most warm-up renders of a round. */
      readonly warmUpRenders: { readonly min: number; readonly max: number };
      readonly outputBytes: number;
      /** Largest over the rounds. */
      readonly peakRssAfterFirstRenderMiB: number;
      readonly peakRssMiB: number;
    }
  | { readonly kind: 'failed'; readonly engine: EngineName; readonly size: string; readonly reason: string };

/** What the parent tells a child to measure: the files it wrote for one size. */
export type MeasureRequest = {
  readonly engine: EngineName | 'baseline';
  readonly size: string;
  readonly templatePath: string;
  readonly dataPath: string;
  readonly expectedPath: string;
  readonly iterations: number;
  /**
   * Warm-up before the timed renders: at least `warmUp` renders AND at least `warmUpMs` of
   * rendering, whichever takes longer (the same rule for every engine).
   */
  readonly warmUp: number;
  readonly warmUpMs: number;
};
