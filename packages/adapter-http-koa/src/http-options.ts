import type { Logger } from 'pino';

export type HttpOptions = {
  /** Where the API lives, e.g. `/v1` (SPEC §1); health, OpenAPI and docs stay at the root. */
  readonly prefix: string;
  /** Largest JSON request body accepted (SPEC §5: 1 MiB); larger answers 413. */
  readonly jsonBodyLimitBytes: number;
  /** Largest .docx upload (SPEC §5: 25 MiB); larger answers 413. Absent: DEFAULT_UPLOAD_LIMIT_BYTES. */
  readonly uploadLimitBytes?: number;
  /** Largest body of the generation routes (SPEC §5: 5 MiB of data); larger answers 413. Absent: DEFAULT_GENERATION_BODY_LIMIT_BYTES. */
  readonly generationBodyLimitBytes?: number;
  readonly logger: Logger;
};

export const DEFAULT_JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** SPEC §5: uploads of at most 25 MiB by default. */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;
