import type { EngineName } from '../engines/bench-engine';
import type { Timings } from './statistics';

/** What a child process measured for one engine and one document size (or why it could not). */
export type Measurement =
  | {
      readonly kind: 'measured';
      readonly engine: EngineName;
      readonly size: string;
      readonly loadMs: number;
      readonly coldMs: number;
      readonly steady: Timings;
      readonly iterations: number;
      readonly warmUp: number;
      readonly outputBytes: number;
      readonly peakRssMiB: number;
      readonly finalRssMiB: number;
    }
  | { readonly kind: 'baseline'; readonly peakRssMiB: number }
  | { readonly kind: 'failed'; readonly engine: EngineName; readonly size: string; readonly reason: string };

/** What the parent tells a child to measure: the files it wrote for one size. */
export type MeasureRequest = {
  readonly engine: EngineName | 'baseline';
  readonly size: string;
  readonly templatePath: string;
  readonly dataPath: string;
  readonly expectedPath: string;
  readonly iterations: number;
  readonly warmUp: number;
};
