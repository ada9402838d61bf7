import { sequenceS } from 'fp-ts/Apply';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as path from 'node:path';

/** The validated configuration of a server process (SPEC §6). Read once at start. */
export type ServerConfig = {
  readonly host: string;
  readonly port: number;
  readonly apiPrefix: string;
  readonly dataDir: string;
  /** `sqlite:<file>` (embedded default) or `mysql://...`. */
  readonly databaseUrl: string;
  readonly embedded: boolean;
  readonly blobDir: string;
  /** The server pepper for key digests; undefined in embedded mode until the data folder provides it. */
  readonly keyPepper: string | undefined;
  readonly jsonBodyLimitBytes: number;
  /** Largest .docx upload (SPEC §5: 25 MiB); larger answers 413. */
  readonly uploadLimitBytes: number;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  readonly shutdownTimeoutMs: number;
};

/** A setting that is present but invalid, named so the operator can fix it. */
export type ConfigError = { readonly setting: string; readonly message: string };

type Env = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MIN_PEPPER_LENGTH = 32;

const integer = (env: Env, setting: string, fallback: number, min: number, max: number): E.Either<ConfigError, number> => {
  const raw = env[setting];
  if (raw === undefined || raw.trim() === '') return E.right(fallback);
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max
    ? E.right(value)
    : E.left({ setting, message: `${setting} must be a whole number from ${min} to ${max}, got "${raw}"` });
};

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

const prefixOf = (env: Env): E.Either<ConfigError, string> => {
  const raw = env['API_PREFIX'] ?? '/v1';
  return /^\/[A-Za-z0-9_\-/]*[A-Za-z0-9_-]$/.test(raw) ? E.right(raw) : E.left({ setting: 'API_PREFIX', message: 'API_PREFIX must look like /v1' });
};

/** Decodes the environment; the first invalid setting stops the start with its name. */
export const readConfig = (env: Env, cwd: string): E.Either<ConfigError, ServerConfig> => {
  const dataDir = path.resolve(cwd, env['DATA_DIR'] ?? 'data');
  const databaseUrl = databaseUrlOf(env, dataDir);
  if (E.isLeft(databaseUrl)) return databaseUrl;
  const embedded = databaseUrl.right.startsWith('sqlite:');
  return pipe(
    sequenceS(E.Apply)({
      port: integer(env, 'PORT', 8080, 0, 65535),
      jsonBodyLimitBytes: integer(env, 'JSON_BODY_LIMIT_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
      uploadLimitBytes: integer(env, 'UPLOAD_LIMIT_BYTES', 25 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
      shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
      keyPepper: pepperOf(env, embedded),
      logLevel: logLevelOf(env),
      apiPrefix: prefixOf(env),
    }),
    E.map((settings) => ({
      ...settings,
      host: env['HOST'] ?? '127.0.0.1',
      dataDir,
      databaseUrl: databaseUrl.right,
      embedded,
      blobDir: path.resolve(cwd, env['BLOB_DIR'] ?? path.join(dataDir, 'blobs')),
    })),
  );
};
