import { processShare } from './process-shares';

const config = { engineThreads: 2, pdfPoolSize: 3, jobConcurrency: 8, sweepIntervalMs: 60_000 };

describe('processShare', () => {
  it('divides the engine threads, PDF workers and job tasks between the processes, the first ones taking the remainder', () => {
    expect([0, 1].map((index) => processShare(config, index, 2))).toEqual([
      { ENGINE_THREADS: '1', PDF_POOL_SIZE: '2', JOB_CONCURRENCY: '4', SWEEP_INTERVAL_MS: '60000' },
      { ENGINE_THREADS: '1', PDF_POOL_SIZE: '1', JOB_CONCURRENCY: '4', SWEEP_INTERVAL_MS: '0' },
    ]);
  });

  it('gives every process at least one of what the server has, and none of what it has none', () => {
    expect(processShare({ ...config, engineThreads: 0 }, 3, 4)).toEqual({ ENGINE_THREADS: '0', PDF_POOL_SIZE: '1', JOB_CONCURRENCY: '2', SWEEP_INTERVAL_MS: '0' });
  });
});
