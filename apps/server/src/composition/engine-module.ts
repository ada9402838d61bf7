import { docxEngineAdapters } from '@quire/adapter-docx-engine/docx-engine-adapters';
import { EnginePool } from '@quire/adapter-docx-engine/pool/engine-pool';
import { LibreOfficePdfConverter } from '@quire/adapter-pdf-libreoffice/libreoffice-pdf-converter';
import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config';
import { bindPorts } from './bind-ports';
import { MetricsSourceToken } from './port-tokens';

/** The engine's worker threads, or none when ENGINE_THREADS is 0 (the engine then runs on the HTTP thread). */
const enginePoolOf = (config: ServerConfig, logger: Logger): EnginePool | undefined =>
  config.engineThreads === 0
    ? undefined
    : new EnginePool({
        threads: config.engineThreads,
        limits: { analysisTimeoutMs: config.engineAnalysisTimeoutMs, generationTimeoutMs: config.engineGenerationTimeoutMs, workerMemoryMb: config.engineWorkerMemoryMb },
        routing: config.engineTemplateRouting,
        setup: { nice: config.engineWorkerNice },
        templateCache: { maxEntries: config.templateCacheEntries, maxBytes: config.templateCacheBytes },
        heavyTaskMs: config.engineHeavyTaskMs,
        // The error's name and code only: a message may quote a document.
        onWorkerError: (error) => logger.error({ error }, 'engine worker failed outside a task; replaced'),
      });

/**
 * The document ports: the engine on its worker pool (ADR 0042) or on the calling thread, and PDF
 * output on a pool of LibreOffice workers (it starts no process until warmed up or asked). The
 * composition closes both pools at the end.
 */
export const engineModule = (config: ServerConfig, logger: Logger): { readonly module: ContainerModule; readonly close: () => Promise<void> } => {
  const pool = enginePoolOf(config, logger);
  const { metrics, ...engine } = docxEngineAdapters({
    renderer: { cache: { maxEntries: config.templateCacheEntries, maxBytes: config.templateCacheBytes } },
    ...(pool === undefined ? {} : { pool, inlineRenderMs: config.engineInlineRenderMs }),
  });
  const pdf = new LibreOfficePdfConverter({ sofficePath: config.sofficePath, poolSize: config.pdfPoolSize, timeoutMs: config.pdfTimeoutMs });
  return {
    module: new ContainerModule(({ bind }) => {
      bindPorts(bind, { ...engine, pdf });
      for (const source of metrics) bind(MetricsSourceToken).toConstantValue(source);
    }),
    close: async () => {
      await pdf.close();
      await pool?.close();
    },
  };
};
