import type { Logger } from 'pino';
import type { DataShapeLimits } from './platform/body/json-shape';
import type { ConsoleFiles } from './platform/console/console-routes';

export type HttpOptions = {
  /** Where the API lives, e.g. `/v1` (SPEC §1); health, OpenAPI and docs stay at the root. */
  readonly prefix: string;
  /** Largest JSON request body accepted (SPEC §5: 1 MiB); larger answers 413. */
  readonly jsonBodyLimitBytes: number;
  /** Largest .docx upload (SPEC §5: 25 MiB); larger answers 413. Absent: DEFAULT_UPLOAD_LIMIT_BYTES. */
  readonly uploadLimitBytes?: number;
  /** Largest body of the generation routes (SPEC §5: 5 MiB of data); larger answers 413. Absent: DEFAULT_GENERATION_BODY_LIMIT_BYTES. */
  readonly generationBodyLimitBytes?: number;
  /** How far generation data may nest and how many keys and items it may hold; a body past them is refused before it is parsed. Absent: DEFAULT_DATA_SHAPE_LIMITS. */
  readonly generationDataShape?: DataShapeLimits;
  readonly logger: Logger;
  /** The web console's files, served at /console (ADR 0070); absent, no console is served. */
  readonly console?: ConsoleFiles;
};

/** SPEC §5: uploads of at most 25 MiB by default. */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;
