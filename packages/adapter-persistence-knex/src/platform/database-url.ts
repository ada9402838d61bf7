import * as E from 'fp-ts/Either';

/** Where the database is, decoded from `DATABASE_URL`. */
export type DatabaseConfig =
  | { readonly dialect: 'sqlite'; readonly filename: string }
  | {
      readonly dialect: 'mysql';
      readonly host: string;
      readonly port: number;
      readonly user: string;
      readonly password: string;
      readonly database: string;
      readonly ssl: boolean;
      readonly poolSize: number;
    };

/** The URL cannot be used; `reason` never repeats the URL (it may hold a password). */
export type InvalidDatabaseUrl = { readonly _tag: 'InvalidDatabaseUrl'; readonly reason: string };

const invalid = (reason: string): E.Either<InvalidDatabaseUrl, never> => E.left({ _tag: 'InvalidDatabaseUrl', reason });
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const DEFAULT_POOL_SIZE = 10;

/** `sqlite:path` (or `sqlite:///abs/path`, `sqlite::memory:`) */
const parseSqlite = (url: string): E.Either<InvalidDatabaseUrl, DatabaseConfig> => {
  const filename = url.replace(/^sqlite:(\/\/(?=\/))?/i, '').replace(/^\/\/(?!\/)/, '');
  return filename.length === 0 ? invalid('a sqlite: URL needs a file path, e.g. sqlite:./data/quire.db') : E.right({ dialect: 'sqlite', filename });
};

/** `mysql://user:password@host:port/database?ssl=true&poolSize=10` */
const parseMysql = (raw: string): E.Either<InvalidDatabaseUrl, DatabaseConfig> => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return invalid('the mysql:// URL is not a valid URL');
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (url.hostname === '') return invalid('the mysql:// URL needs a host');
  if (database === '' || database.includes('/')) return invalid('the mysql:// URL needs a database name as its path, e.g. mysql://user@host:3306/quire');
  const poolSize = Number(url.searchParams.get('poolSize') ?? DEFAULT_POOL_SIZE);
  if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > 1000) return invalid('poolSize must be an integer from 1 to 1000');
  return E.right({
    dialect: 'mysql',
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? 3306 : Number(url.port),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database,
    ssl: url.searchParams.get('ssl') === 'true',
    poolSize,
  });
};

/** Decodes a database URL: `sqlite:` or a plain file path for the embedded store, `mysql://` (or `mariadb://`) for a server. */
export const parseDatabaseUrl = (url: string): E.Either<InvalidDatabaseUrl, DatabaseConfig> => {
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return url.trim() === '' ? invalid('the database URL is empty') : E.right({ dialect: 'sqlite', filename: url });
  if (scheme === 'sqlite') return parseSqlite(url);
  if (scheme === 'mysql' || scheme === 'mysql2' || scheme === 'mariadb') return parseMysql(url);
  return invalid(`unsupported database scheme "${scheme}:" (use sqlite: or mysql://)`);
};
