import type { MetricFamily } from '@quire/ports/platform/metrics-source';
import type { Logger } from 'pino';
import type { DataShapeLimits } from './platform/body/json-shape';
import type { AuthOptions } from './auth/auth-routes';
import type { ConsoleFiles } from './platform/console/console-routes';

export type HttpOptions = {
  /** Where the API lives, e.g. `/v1` (docs/api.md#base-url); health, OpenAPI and docs stay at the root. */
  readonly prefix: string;
  /** Largest JSON request body accepted (1 MiB; docs/limits.md#bodies-and-uploads); larger answers 413. */
  readonly jsonBodyLimitBytes: number;
  /** Largest .docx upload (25 MiB; docs/limits.md#bodies-and-uploads); larger answers 413. Absent: DEFAULT_UPLOAD_LIMIT_BYTES. */
  readonly uploadLimitBytes?: number;
  /** Largest body of the generation routes, pictures included (ADR 0033: 72 MiB); larger answers 413. Absent: DEFAULT_GENERATION_BODY_LIMIT_BYTES. */
  readonly generationBodyLimitBytes?: number;
  /** How far generation data may nest, how many keys and items it may hold, how large it may be apart from its pictures (5 MiB; docs/limits.md#bodies-and-uploads); a body past them is refused before it is parsed. Absent: DEFAULT_DATA_SHAPE_LIMITS. */
  readonly generationDataShape?: DataShapeLimits;
  /** Largest body of a batch (JSON items or CSV; docs/limits.md#batches-and-jobs); larger answers 413. Absent: DEFAULT_BATCH_BODY_LIMIT_BYTES (64 MiB). */
  readonly batchBodyLimitBytes?: number;
  /** Items of one batch (100,000; docs/limits.md#batches-and-jobs). Absent: DEFAULT_BATCH_MAX_ITEMS. */
  readonly batchMaxItems?: number;
  readonly logger: Logger;
  /** The web console's files, served at /console (ADR 0070); absent, no console is served. */
  readonly console?: ConsoleFiles;
  /** How the sign-in routes set their cookies (docs/sign-in.md). Absent: `Secure` cookies. */
  readonly auth?: AuthOptions;
  /** When this process is one of several HTTP processes: how `GET /metrics` gets the whole server's. Absent: this process's. */
  readonly metricsOfServer?: MetricsOfServer;
};

/** The metrics of a server of several processes, whichever process is asked. */
export type MetricsOfServer = {
  /** Told once how to read this process's metrics (the other processes ask for them). */
  readonly serve: (local: () => ReadonlyArray<MetricFamily>) => void;
  /** Given this process's metrics, the whole server's (every process's, summed). */
  readonly gather: (local: ReadonlyArray<MetricFamily>) => Promise<ReadonlyArray<MetricFamily>>;
};

/** Uploads of at most 25 MiB by default (docs/limits.md#bodies-and-uploads). */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;
