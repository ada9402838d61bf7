import { docxEngineAdapterModule } from '@quire/adapter-docx-engine/docx-engine-adapter-module';
import { EnginePool } from '@quire/adapter-docx-engine/pool/engine-pool';
import { httpModule, HttpOptionsToken } from '@quire/adapter-http-koa/http-module';
import { createKnex } from '@quire/adapter-persistence-knex/create-knex';
import { KnexRateLimiter } from '@quire/adapter-persistence-knex/knex-rate-limiter';
import { migrateToLatest } from '@quire/adapter-persistence-knex/migrate-to-latest';
import { persistenceKnexModule } from '@quire/adapter-persistence-knex/persistence-knex-module';
import { pdfLibreOfficeModule } from '@quire/adapter-pdf-libreoffice/pdf-libreoffice-module';
import { applicationModule } from '@quire/application/application-module';
import { GenerationLimitsToken } from '@quire/application/generation/generation-settings';
import { PdfConverterToken } from '@quire/ports/documents/pdf-converter';
import { inProcessRateLimiter } from '@quire/adapter-rate-limit-memory/in-process-rate-limiter';
import { RateLimiterToken } from '@quire/ports/accounts/rate-limiter';
import { consoleAssetsOnce } from '@quire/console/build/console-assets';
import { Container } from 'inversify';
import type { Logger } from 'pino';
import { blobStoreModule } from './blob-store-module';
import type { ServerConfig } from './config';
import { systemModule } from './system-module';
import { loadOrCreateEmbeddedPepper } from './system/embedded-pepper';

/** A container with every port bound to the adapter the configuration picks, and what to close at the end. */
export type Composition = { readonly container: Container; readonly close: () => Promise<void> };

/**
 * The only place that knows the adapters: opens the database (migrating it), the blob store (a
 * folder or an S3 bucket) and the key pepper, and binds them with the use cases and the HTTP app. Used by the server and the CLI.
 */
/** The engine's worker threads, or none when ENGINE_THREADS is 0 (the engine then runs on the HTTP thread). */
const enginePoolOf = (config: ServerConfig, logger: Logger): EnginePool | undefined =>
  config.engineThreads === 0
    ? undefined
    : new EnginePool({
        threads: config.engineThreads,
        limits: { analysisTimeoutMs: config.engineAnalysisTimeoutMs, generationTimeoutMs: config.engineGenerationTimeoutMs, workerMemoryMb: config.engineWorkerMemoryMb },
        routing: config.engineTemplateRouting,
        setup: {},
        templateCache: { maxEntries: config.templateCacheEntries, maxBytes: config.templateCacheBytes },
        heavyTaskMs: config.engineHeavyTaskMs,
        // The error's name and code only: a message may quote a document.
        onWorkerError: (error) => logger.error({ error }, 'engine worker failed outside a task; replaced'),
      });

export const compose = async (config: ServerConfig, logger: Logger): Promise<Composition> => {
  const pepper = config.keyPepper ?? loadOrCreateEmbeddedPepper(config.dataDir);
  const knex = createKnex(config.databaseUrl);
  const pool = enginePoolOf(config, logger);
  const blobs = blobStoreModule(config.blobs);
  try {
    await migrateToLatest(knex);
    const container = new Container();
    container.bind(HttpOptionsToken).toConstantValue({
      prefix: config.apiPrefix,
      jsonBodyLimitBytes: config.jsonBodyLimitBytes,
      uploadLimitBytes: config.uploadLimitBytes,
      generationBodyLimitBytes: config.generationDataLimitBytes,
      generationDataShape: { maxDepth: config.generationMaxDataDepth, maxKeys: config.generationMaxDataKeys },
      logger,
      console: consoleAssetsOnce(),
    });
    container.bind(GenerationLimitsToken).toConstantValue({
      maxRepeatIterations: config.generationMaxRepeats,
      maxOutputBytes: config.generationOutputLimitBytes,
      timeoutMs: config.generationTimeoutMs,
      maxDataDepth: config.generationMaxDataDepth,
      maxDataKeys: config.generationMaxDataKeys,
    });
    // Embedded SQLite is one process: its buckets live in memory. Servers sharing MySQL share them in the database (ADR 0026).
    const rateLimit = { perSecond: config.rateLimitPerSecond, burst: config.rateLimitBurst };
    container.bind(RateLimiterToken).toConstantValue(config.embedded ? inProcessRateLimiter(rateLimit) : new KnexRateLimiter(knex, rateLimit));
    await container.load(
      systemModule(pepper),
      persistenceKnexModule(knex),
      blobs.module,
      docxEngineAdapterModule({ renderer: { cache: { maxEntries: config.templateCacheEntries, maxBytes: config.templateCacheBytes } }, ...(pool === undefined ? {} : { pool }) }),
      pdfLibreOfficeModule({ sofficePath: config.sofficePath, poolSize: config.pdfPoolSize, timeoutMs: config.pdfTimeoutMs }),
      applicationModule,
      httpModule,
    );
    // The converter starts no process until warmUp or a conversion; closing it stops its workers.
    const closeAll = async () => {
      await container.get(PdfConverterToken).close();
      await pool?.close();
      blobs.close();
      await knex.destroy();
    };
    return { container, close: closeAll };
  } catch (error) {
    await pool?.close();
    blobs.close();
    await knex.destroy();
    throw error;
  }
};
