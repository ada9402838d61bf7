/** What the parent asks the engine child to time: one template and its data, written to files. */
export type EngineTimingRequest = {
  readonly size: string;
  readonly templatePath: string;
  readonly dataPath: string;
  readonly expectedPath: string;
  readonly warmUp: number;
  readonly iterations: number;
};

/** Quire's engine alone on one template: wall time of every timed render, and CPU time of them all. */
export type EngineTiming =
  | {
      readonly kind: 'measured';
      readonly size: string;
      readonly compileMs: number;
      readonly durations: ReadonlyArray<number>;
      /** process.cpuUsage() (user + system, every thread) over the timed renders, divided by their number. */
      readonly cpuMsPerRender: number;
      readonly outputBytes: number;
    }
  | { readonly kind: 'failed'; readonly size: string; readonly reason: string };
