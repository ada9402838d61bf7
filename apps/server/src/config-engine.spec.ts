import { availableParallelism } from 'node:os';
import { expectConfigOf, itRefusesEach } from '../test/config-cases';

describe('readConfig: the engine worker pool', () => {
  describe('when nothing is set', () => {
    it('runs a worker a core with the default engine limits, routing renders to the worker holding the template', () => {
      expectConfigOf({}, { engineThreads: availableParallelism(), engineAnalysisTimeoutMs: 10_000, engineGenerationTimeoutMs: 30_000, engineWorkerMemoryMb: 512, engineTemplateRouting: 'affinity', engineInlineRenderMs: 1, engineWorkerNice: 10 });
    });
  });

  describe('when they are set', () => {
    it('reads them; ENGINE_THREADS=0 runs the engine in-process', () => {
      const env = { ENGINE_THREADS: '0', ENGINE_ANALYSIS_TIMEOUT_MS: '2000', ENGINE_GENERATION_TIMEOUT_MS: '5000', ENGINE_WORKER_MEMORY_MB: '1024', ENGINE_TEMPLATE_ROUTING: 'any', ENGINE_INLINE_RENDER_MS: '0' };
      expectConfigOf(env, { engineThreads: 0, engineAnalysisTimeoutMs: 2000, engineGenerationTimeoutMs: 5000, engineWorkerMemoryMb: 1024, engineTemplateRouting: 'any', engineInlineRenderMs: 0 });
    });
  });

  describe('when one is invalid', () => {
    itRefusesEach([
      ['ENGINE_THREADS', '-1', 'ENGINE_THREADS must be a whole number from 0 to 256, got "-1"'],
      ['ENGINE_THREADS', 'all', 'ENGINE_THREADS must be a whole number from 0 to 256, got "all"'],
      ['ENGINE_ANALYSIS_TIMEOUT_MS', '10', 'ENGINE_ANALYSIS_TIMEOUT_MS must be a whole number from 100 to 600000, got "10"'],
      ['ENGINE_GENERATION_TIMEOUT_MS', '30s', 'ENGINE_GENERATION_TIMEOUT_MS must be a whole number from 100 to 600000, got "30s"'],
      ['ENGINE_WORKER_MEMORY_MB', '16', 'ENGINE_WORKER_MEMORY_MB must be a whole number from 64 to 65536, got "16"'],
      ['ENGINE_WORKER_NICE', '20', 'ENGINE_WORKER_NICE must be a whole number from 0 to 19, got "20"'],
      ['ENGINE_INLINE_RENDER_MS', '0.5', 'ENGINE_INLINE_RENDER_MS must be a whole number from 0 to 100, got "0.5"'],
      ['ENGINE_TEMPLATE_ROUTING', 'random', 'ENGINE_TEMPLATE_ROUTING must be one of affinity, any, got "random"'],
    ]);
  });
});
