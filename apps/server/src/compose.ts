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
import { HttpWebhookTransport } from '@quire/adapter-webhook-http/http-webhook-transport';
import { DEFAULT_WEBHOOK_SETTINGS, WebhookSettingsToken } from '@quire/application/webhooks/webhook-settings';
import { webhookEventPublisherModule } from '@quire/application/webhooks/webhook-use-cases';
import { WebhookTransportToken } from '@quire/ports/webhooks/webhook-transport';
import { MetricsSourceToken } from '@quire/ports/platform/metrics-source';
import { Container } from 'inversify';
import { hostname } from 'node:os';
import { BullmqJobQueue, redisConnection } from '@quire/adapter-queue-bullmq/bullmq-job-queue';
import { JobLimitsToken } from '@quire/application/jobs/job-settings';
import { JobQueueToken } from '@quire/ports/jobs/job-queue';
import type { Redis } from 'ioredis';
import { DatabaseJobQueue } from './jobs/database-job-queue';
import type { Logger } from 'pino';
import { blobStoreModule } from './blob-store-module';
import type { ServerConfig } from './config';
import { systemModule } from './system-module';
import { WebhookDispatchMetrics, WebhookDispatchMetricsToken } from './webhook-dispatch-metrics';
import { loadOrCreateEmbeddedPepper } from './system/embedded-pepper';

/** Where jobs are queued (ADR 0050, 0052): in the database (this process's runner works them) or on Redis (for `quire worker`). */
export type JobQueueSetup = { readonly kind: 'database'; readonly queue: DatabaseJobQueue } | { readonly kind: 'redis'; readonly queue: BullmqJobQueue; readonly connection: Redis };

/** A container with every port bound to the adapter the configuration picks, and what to close at the end. */
export type Composition = { readonly container: Container; readonly close: () => Promise<void>; readonly jobQueue: JobQueueSetup };

const jobQueueOf = (config: ServerConfig): JobQueueSetup => {
  if (config.redisUrl === undefined) return { kind: 'database', queue: new DatabaseJobQueue() };
  const connection = redisConnection(config.redisUrl);
  return { kind: 'redis', queue: new BullmqJobQueue(connection, config.redisQueue), connection };
};

const closeJobQueue = async (setup: JobQueueSetup): Promise<void> => {
  if (setup.kind === 'database') return;
  await setup.queue.close();
  await setup.connection.quit().catch(() => undefined);
};

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
  const jobQueue = jobQueueOf(config);
  try {
    await migrateToLatest(knex, ({ message, ...fields }) => logger.warn(fields, message));
    const container = new Container();
    container.bind(HttpOptionsToken).toConstantValue({
      prefix: config.apiPrefix,
      jsonBodyLimitBytes: config.jsonBodyLimitBytes,
      uploadLimitBytes: config.uploadLimitBytes,
      generationBodyLimitBytes: config.generationBodyLimitBytes,
      generationDataShape: { maxDepth: config.generationMaxDataDepth, maxKeys: config.generationMaxDataKeys, maxBytes: config.generationDataLimitBytes },
      batchBodyLimitBytes: config.batchBodyLimitBytes,
      batchMaxItems: config.batchMaxItems,
      logger,
      console: consoleAssetsOnce(),
    });
    container.bind(JobLimitsToken).toConstantValue({
      maxItems: config.batchMaxItems,
      maxResultBytes: config.jobResultLimitBytes,
      chunkItems: config.jobChunkItems,
      leaseMs: config.jobLeaseMs,
      maxListedErrors: 1_000,
      workerName: `${hostname()}:${process.pid}`,
    });
    container.bind(JobQueueToken).toConstantValue(jobQueue.queue);
    container.bind(GenerationLimitsToken).toConstantValue({
      maxRepeatIterations: config.generationMaxRepeats,
      maxOutputBytes: config.generationOutputLimitBytes,
      timeoutMs: config.generationTimeoutMs,
      maxDataDepth: config.generationMaxDataDepth,
      maxDataKeys: config.generationMaxDataKeys,
      maxPictureBytes: config.generationMaxPictureBytes,
      maxPicturePixels: config.generationMaxPicturePixels,
      maxDocumentPictureBytes: config.generationMaxDocumentPictureBytes,
      maxDocumentPictures: config.generationMaxPictures,
      maxStyledTextLength: config.generationMaxStyledTextLength,
      maxStyledTextDepth: config.generationMaxStyledTextDepth,
    });
    const webhooks = config.webhooks;
    container.bind(WebhookTransportToken).toConstantValue(new HttpWebhookTransport({ allowPrivate: webhooks.allowPrivate, timeoutMs: webhooks.timeoutMs }));
    container.bind(WebhookSettingsToken).toConstantValue({
      ...DEFAULT_WEBHOOK_SETTINGS,
      maxPerTenant: webhooks.maxPerTenant,
      retry: { baseDelayMs: webhooks.retryBaseMs, maxDelayMs: webhooks.retryMaxDelayMs, windowMs: webhooks.retryWindowMs },
      // A claim outlives the attempt it covers by far: no two processes send one delivery at once.
      leaseMs: Math.max(DEFAULT_WEBHOOK_SETTINGS.leaseMs, 3 * webhooks.timeoutMs),
    });
    const webhookMetrics = new WebhookDispatchMetrics();
    container.bind(WebhookDispatchMetricsToken).toConstantValue(webhookMetrics);
    container.bind(MetricsSourceToken).toConstantValue(webhookMetrics);
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
      webhookEventPublisherModule,
      httpModule,
    );
    // The converter starts no process until warmUp or a conversion; closing it stops its workers.
    const closeAll = async () => {
      await container.get(PdfConverterToken).close();
      await pool?.close();
      await closeJobQueue(jobQueue);
      blobs.close();
      await knex.destroy();
    };
    return { container, close: closeAll, jobQueue };
  } catch (error) {
    await pool?.close();
    await closeJobQueue(jobQueue);
    blobs.close();
    await knex.destroy();
    throw error;
  }
};
