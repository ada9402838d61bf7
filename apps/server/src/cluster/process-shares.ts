import type { ServerConfig } from '../config';

/**
 * The settings of the `index`-th of `processes` HTTP processes (as environment variables over the
 * server's own): the engine threads, PDF workers and job tasks of the server divided between them
 * (at least one each where the server has any), and the periodic sweeps run by the first only.
 */
export const processShare = (
  config: Pick<ServerConfig, 'engineThreads' | 'pdfPoolSize' | 'jobConcurrency' | 'sweepIntervalMs'>,
  index: number,
  processes: number,
): Readonly<Record<string, string>> => {
  const share = (total: number): number => (total === 0 ? 0 : Math.max(1, Math.floor(total / processes) + (index < total % processes ? 1 : 0)));
  return {
    ENGINE_THREADS: String(share(config.engineThreads)),
    PDF_POOL_SIZE: String(share(config.pdfPoolSize)),
    JOB_CONCURRENCY: String(share(config.jobConcurrency)),
    SWEEP_INTERVAL_MS: String(index === 0 ? config.sweepIntervalMs : 0),
  };
};
