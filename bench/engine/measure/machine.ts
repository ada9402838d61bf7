import os from 'node:os';

export type Machine = {
  readonly cpu: string;
  readonly cores: number;
  readonly totalMemoryGiB: number;
  readonly platform: string;
  readonly node: string;
  readonly date: string;
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine skews timings. */
  readonly loadAverage: ReadonlyArray<number>;
};

/** The machine the numbers were measured on. */
export const describeMachine = (now: Date): Machine => ({
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
  cores: os.availableParallelism(),
  totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
  platform: `${os.type()} ${os.release()} ${os.arch()}`,
  node: process.version,
  date: now.toISOString(),
  loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
});
