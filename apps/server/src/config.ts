import { sequenceS } from 'fp-ts/Apply';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { type BlobSettings, blobSettingsOf } from './blob-settings';
import { type OidcConfig, oidcConfigOf } from './oidc-config';
import { type WebhookConfig, webhookConfigOf } from './webhook-config';
import { renderLimitsOf } from './render-limits-config';
import { type ConfigError, type Env, integer } from './config-setting';
import type { RenderLimits } from '@quire/ports/documents/document-renderer';

/** The validated configuration of a server process (docs/operations.md). Read once at start. */
export type ServerConfig = {
  readonly host: string;
  readonly port: number;
  readonly apiPrefix: string;
  readonly dataDir: string;
  /** `sqlite:<file>` (embedded default) or `mysql://...`. */
  readonly databaseUrl: string;
  readonly embedded: boolean;
  /** A blob folder (BLOB_DIR) or an S3 bucket (BLOB_URL). */
  readonly blobs: BlobSettings;
  /** The server pepper for key digests; undefined in embedded mode until the data folder provides it. */
  readonly keyPepper: string | undefined;
  readonly jsonBodyLimitBytes: number;
  /** Largest .docx upload (25 MiB; docs/limits.md#bodies-and-uploads); larger answers 413. */
  readonly uploadLimitBytes: number;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  readonly shutdownTimeoutMs: number;
  /** The soffice executable for PDF output (SOFFICE_PATH: a path, or a name looked up on PATH). */
  readonly sofficePath: string;
  /** Warm soffice workers (PDF_POOL_SIZE). */
  readonly pdfPoolSize: number;
  /** Time limit of one PDF conversion (PDF_TIMEOUT_MS). */
  readonly pdfTimeoutMs: number;
  /** Largest generation data, apart from its pictures (GENERATION_DATA_LIMIT_BYTES, 5 MiB; ADR 0033; docs/limits.md#bodies-and-uploads). */
  readonly generationDataLimitBytes: number;
  /** Largest body of the generation routes, pictures included (GENERATION_BODY_LIMIT_BYTES, ADR 0033: 72 MiB). */
  readonly generationBodyLimitBytes: number;
  /** Time of one generation, PDF included (GENERATION_TIMEOUT_MS, 30 s; docs/limits.md#generation). */
  readonly generationTimeoutMs: number;
  /** The limits of one render, the port's one record (GENERATION_MAX_REPEATS, GENERATION_OUTPUT_LIMIT_BYTES, GENERATION_MAX_DATA_*, GENERATION_MAX_PICTURE*, GENERATION_MAX_STYLED_TEXT_*). */
  readonly renderLimits: RenderLimits;
  /** Compiled templates kept in memory: entries and approximate bytes (TEMPLATE_CACHE_ENTRIES, TEMPLATE_CACHE_BYTES). */
  readonly templateCacheEntries: number;
  readonly templateCacheBytes: number;
  /** How often expired Idempotency-Key records and unreferenced blobs are swept (SWEEP_INTERVAL_MS; 0: never). */
  readonly sweepIntervalMs: number;
  /** Requests per second per API key, sustained (RATE_LIMIT_PER_SECOND, 50; 0 turns the limit off; docs/limits.md#requests-per-key). */
  readonly rateLimitPerSecond: number;
  /** Requests an idle key may make at once (RATE_LIMIT_BURST, 100; docs/limits.md#requests-per-key). */
  readonly rateLimitBurst: number;
  /** HTTP processes on the one port (WEB_CONCURRENCY, default the available cores; 1 runs one process, no primary). */
  readonly webConcurrency: number;
  /** Engine worker threads (ENGINE_THREADS, default the available cores; 0 runs the engine on the HTTP thread). */
  readonly engineThreads: number;
  /** Time of one analysis in a worker, from when the worker takes it (ENGINE_ANALYSIS_TIMEOUT_MS, 10 s; docs/limits.md#isolation). */
  readonly engineAnalysisTimeoutMs: number;
  /** Time of one render, merge or zip in a worker, from when the worker takes it (ENGINE_GENERATION_TIMEOUT_MS, 30 s; docs/limits.md#isolation). */
  readonly engineGenerationTimeoutMs: number;
  /** Heap of one engine worker (ENGINE_WORKER_MEMORY_MB, 512 MiB; docs/limits.md#isolation). */
  readonly engineWorkerMemoryMb: number;
  /** Where a template's renders go (ENGINE_TEMPLATE_ROUTING): a worker holding it compiled (`affinity`) or any free one (`any`). */
  readonly engineTemplateRouting: 'affinity' | 'any';
  /** A template whose renders took this long lately is heavy and kept to all workers but one (ENGINE_HEAVY_TASK_MS, 20; 0: off). */
  readonly engineHeavyTaskMs: number;
  /** A template whose renders took less than this lately (the engine's time) renders on the HTTP thread when its data is small (ENGINE_INLINE_RENDER_MS, 1; 0: every render on the pool). */
  readonly engineInlineRenderMs: number;
  /** The engine worker threads' nice value on Linux (ENGINE_WORKER_NICE, 10; 0 to 19, 0: as the HTTP threads): HTTP threads come first on busy cores. */
  readonly engineWorkerNice: number;
  /** REDIS_URL: jobs go through BullMQ on Redis and `quire worker` processes work them; absent: the server works them from the database (ADR 0050). */
  readonly redisUrl: string | undefined;
  /** The BullMQ queue's name on Redis (REDIS_QUEUE, default `quire-jobs`): the same for every server and worker of a deployment, another for another deployment on the same Redis. */
  readonly redisQueue: string;
  /** Job tasks (chunks of a batch) one process works at once (JOB_CONCURRENCY, default 8). */
  readonly jobConcurrency: number;
  /** Items per chunk, the unit of work claimed and recorded whole (JOB_CHUNK_ITEMS, default 100). */
  readonly jobChunkItems: number;
  /** How long a claim on a chunk lasts unrenewed: a dead process's chunk is taken over after this (JOB_LEASE_MS, default 30 s). */
  readonly jobLeaseMs: number;
  /** How often an idle process looks for ready work in the database (JOB_POLL_MS, default 500 ms). */
  readonly jobPollMs: number;
  /** Largest result .zip of a job (JOB_RESULT_LIMIT_BYTES, 5 GiB; docs/limits.md#batches-and-jobs). */
  readonly jobResultLimitBytes: number;
  /** Largest batch body, JSON or CSV (BATCH_BODY_LIMIT_BYTES, default 64 MiB). */
  readonly batchBodyLimitBytes: number;
  /** Items of one batch (BATCH_MAX_ITEMS, 100,000; docs/limits.md#batches-and-jobs). */
  readonly batchMaxItems: number;
  /** Webhook deliveries: the address guard, time limit, limits and back-off, the dispatcher's interval (WEBHOOK_*). */
  readonly webhooks: WebhookConfig;
  /** Sign-in for people with OpenID Connect (OIDC_*; docs/sign-in.md); absent without OIDC_ISSUER. */
  readonly oidc: OidcConfig | undefined;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const TEMPLATE_ROUTINGS = ['affinity', 'any'] as const;
const MIN_PEPPER_LENGTH = 32;

const databaseUrlOf = (env: Env, dataDir: string): E.Either<ConfigError, string> => {
  const raw = env['DATABASE_URL']?.trim();
  if (raw === undefined || raw === '') return E.right(`sqlite:${path.join(dataDir, 'quire.sqlite')}`);
  if (/^mysql:\/\/[^/]+/.test(raw) || raw.startsWith('sqlite:')) return E.right(raw);
  return E.left({ setting: 'DATABASE_URL', message: 'DATABASE_URL must start with mysql:// or sqlite:' });
};

const pepperOf = (env: Env, embedded: boolean): E.Either<ConfigError, string | undefined> => {
  const raw = env['KEY_PEPPER'];
  if (raw === undefined || raw === '') {
    return embedded
      ? E.right(undefined)
      : E.left({ setting: 'KEY_PEPPER', message: 'KEY_PEPPER is required with a MySQL DATABASE_URL (at least 32 characters, the same on every server process)' });
  }
  return raw.length >= MIN_PEPPER_LENGTH ? E.right(raw) : E.left({ setting: 'KEY_PEPPER', message: `KEY_PEPPER must be at least ${MIN_PEPPER_LENGTH} characters` });
};

const logLevelOf = (env: Env): E.Either<ConfigError, ServerConfig['logLevel']> => {
  const raw = env['LOG_LEVEL'] ?? 'info';
  const level = LOG_LEVELS.find((l) => l === raw);
  return level ? E.right(level) : E.left({ setting: 'LOG_LEVEL', message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` });
};

const oneOf = <A extends string>(env: Env, setting: string, values: ReadonlyArray<A>, fallback: A): E.Either<ConfigError, A> => {
  const raw = env[setting]?.trim();
  if (raw === undefined || raw === '') return E.right(fallback);
  const value = values.find((candidate) => candidate === raw);
  return value === undefined ? E.left({ setting, message: `${setting} must be one of ${values.join(', ')}, got "${raw}"` }) : E.right(value);
};

const redisUrlOf = (env: Env): E.Either<ConfigError, string | undefined> => {
  const raw = env['REDIS_URL']?.trim();
  if (raw === undefined || raw === '') return E.right(undefined);
  return /^rediss?:\/\/[^\s]+$/.test(raw) ? E.right(raw) : E.left({ setting: 'REDIS_URL', message: 'REDIS_URL must look like redis://host:6379 (or rediss://)' });
};

const prefixOf = (env: Env): E.Either<ConfigError, string> => {
  const raw = env['API_PREFIX'] ?? '/v1';
  return /^\/[A-Za-z0-9_\-/]*[A-Za-z0-9_-]$/.test(raw) ? E.right(raw) : E.left({ setting: 'API_PREFIX', message: 'API_PREFIX must look like /v1' });
};

type BoundingLimits = { readonly renderLimits: RenderLimits; readonly generationDataLimitBytes: number; readonly generationBodyLimitBytes: number };

/** Limits that bound one another: a picture is no larger than all of its document's, the data apart from pictures no larger than the body. */
const consistentLimits = <S extends BoundingLimits>(settings: S): E.Either<ConfigError, S> => {
  const atMost = (value: number, name: string, bound: number, boundName: string): ConfigError | undefined =>
    value > bound ? { setting: name, message: `${name} (${value}) must not be larger than ${boundName} (${bound})` } : undefined;
  const { renderLimits } = settings;
  const problem =
    atMost(renderLimits.maxPictureBytes, 'GENERATION_MAX_PICTURE_BYTES', renderLimits.maxDocumentPictureBytes, 'GENERATION_MAX_DOCUMENT_PICTURE_BYTES') ??
    atMost(settings.generationDataLimitBytes, 'GENERATION_DATA_LIMIT_BYTES', settings.generationBodyLimitBytes, 'GENERATION_BODY_LIMIT_BYTES');
  return problem === undefined ? E.right(settings) : E.left(problem);
};

/** Decodes the environment; the first invalid setting stops the start with its name. */
export const readConfig = (env: Env, cwd: string): E.Either<ConfigError, ServerConfig> => {
  const dataDir = path.resolve(cwd, env['DATA_DIR'] ?? 'data');
  const databaseUrl = databaseUrlOf(env, dataDir);
  if (E.isLeft(databaseUrl)) return databaseUrl;
  const embedded = databaseUrl.right.startsWith('sqlite:');
  const blobs = blobSettingsOf(env, cwd, dataDir);
  if (E.isLeft(blobs)) return blobs;
  const webhooks = webhookConfigOf(env, integer);
  if (E.isLeft(webhooks)) return webhooks;
  return pipe(
    sequenceS(E.Apply)({
      port: integer(env, 'PORT', 8080, 0, 65535),
      jsonBodyLimitBytes: integer(env, 'JSON_BODY_LIMIT_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
      uploadLimitBytes: integer(env, 'UPLOAD_LIMIT_BYTES', 25 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
      shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
      keyPepper: pepperOf(env, embedded),
      logLevel: logLevelOf(env),
      apiPrefix: prefixOf(env),
      pdfPoolSize: integer(env, 'PDF_POOL_SIZE', 2, 1, 64),
      pdfTimeoutMs: integer(env, 'PDF_TIMEOUT_MS', 30_000, 1_000, 600_000),
      generationDataLimitBytes: integer(env, 'GENERATION_DATA_LIMIT_BYTES', 5 * 1024 * 1024, 1024, 256 * 1024 * 1024),
      generationBodyLimitBytes: integer(env, 'GENERATION_BODY_LIMIT_BYTES', 72 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
      generationTimeoutMs: integer(env, 'GENERATION_TIMEOUT_MS', 30_000, 1_000, 600_000),
      renderLimits: renderLimitsOf(env),
      templateCacheEntries: integer(env, 'TEMPLATE_CACHE_ENTRIES', 256, 0, 1_000_000),
      templateCacheBytes: integer(env, 'TEMPLATE_CACHE_BYTES', 256 * 1024 * 1024, 0, 64 * 1024 * 1024 * 1024),
      sweepIntervalMs: integer(env, 'SWEEP_INTERVAL_MS', 60 * 60 * 1000, 0, 7 * 24 * 60 * 60 * 1000),
      rateLimitPerSecond: integer(env, 'RATE_LIMIT_PER_SECOND', 50, 0, 100_000_000),
      rateLimitBurst: integer(env, 'RATE_LIMIT_BURST', 100, 1, 100_000_000),
      webConcurrency: integer(env, 'WEB_CONCURRENCY', availableParallelism(), 1, 256),
      engineThreads: integer(env, 'ENGINE_THREADS', availableParallelism(), 0, 256),
      engineAnalysisTimeoutMs: integer(env, 'ENGINE_ANALYSIS_TIMEOUT_MS', 10_000, 100, 600_000),
      engineGenerationTimeoutMs: integer(env, 'ENGINE_GENERATION_TIMEOUT_MS', 30_000, 100, 600_000),
      engineWorkerMemoryMb: integer(env, 'ENGINE_WORKER_MEMORY_MB', 512, 64, 65_536),
      engineTemplateRouting: oneOf(env, 'ENGINE_TEMPLATE_ROUTING', TEMPLATE_ROUTINGS, 'affinity'),
      engineHeavyTaskMs: integer(env, 'ENGINE_HEAVY_TASK_MS', 20, 0, 600_000),
      engineInlineRenderMs: integer(env, 'ENGINE_INLINE_RENDER_MS', 1, 0, 100),
      engineWorkerNice: integer(env, 'ENGINE_WORKER_NICE', 10, 0, 19),
      redisUrl: redisUrlOf(env),
      jobConcurrency: integer(env, 'JOB_CONCURRENCY', 8, 1, 256),
      jobChunkItems: integer(env, 'JOB_CHUNK_ITEMS', 100, 1, 10_000),
      jobLeaseMs: integer(env, 'JOB_LEASE_MS', 30_000, 1_000, 3_600_000),
      jobPollMs: integer(env, 'JOB_POLL_MS', 500, 10, 600_000),
      jobResultLimitBytes: integer(env, 'JOB_RESULT_LIMIT_BYTES', 5 * 1024 * 1024 * 1024, 1024 * 1024, 64 * 1024 * 1024 * 1024),
      batchBodyLimitBytes: integer(env, 'BATCH_BODY_LIMIT_BYTES', 64 * 1024 * 1024, 1024, 4 * 1024 * 1024 * 1024),
      batchMaxItems: integer(env, 'BATCH_MAX_ITEMS', 100_000, 1, 10_000_000),
    }),
    E.chain(consistentLimits),
    E.bindTo('settings'),
    E.bind('oidc', ({ settings }) => oidcConfigOf(env, { host: env['HOST'] ?? '127.0.0.1', port: settings.port }, integer)),
    E.map(({ settings, oidc }) => ({
      ...settings,
      oidc,
      host: env['HOST'] ?? '127.0.0.1',
      redisQueue: env['REDIS_QUEUE']?.trim() || 'quire-jobs',
      sofficePath: env['SOFFICE_PATH']?.trim() || 'soffice',
      dataDir,
      databaseUrl: databaseUrl.right,
      embedded,
      blobs: blobs.right,
      webhooks: webhooks.right,
    })),
  );
};
