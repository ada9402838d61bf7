/** What the parent asks the engine child to time: one template and its data, written to files. */
export type EngineTimingRequest = {
  readonly size: string;
  readonly templatePath: string;
  readonly dataPath: string;
  readonly expectedPath: string;
  /** Warm-up as the engine benchmark's (bench/engine/measure/warm-up.ts): at least `warmUp` renders and `warmUpMs` of rendering. */
  readonly warmUp: number;
  readonly warmUpMs: number;
  readonly iterations: number;
};

/** Quire's engine alone on one template: wall time of every timed render, and CPU time of them all. */
export type EngineTiming =
  | {
      readonly kind: 'measured';
      readonly size: string;
      readonly compileMs: number;
      readonly warmUpRenders: number;
      readonly durations: ReadonlyArray<number>;
      /** process.cpuUsage() (user + system, every thread) over the timed renders, divided by their number. */
      readonly cpuMsPerRender: number;
      readonly outputBytes: number;
    }
  | { readonly kind: 'failed'; readonly size: string; readonly reason: string };
