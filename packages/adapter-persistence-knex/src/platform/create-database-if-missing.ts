import * as E from 'fp-ts/Either';
import { type ConnectionOptions, createConnection } from 'mysql2/promise';
import { parseDatabaseUrl } from './database-url';

/** MySQL's "Unknown database" (ER_BAD_DB_ERROR): the server has no database of that name. */
const UNKNOWN_DATABASE = 1049;
/**
 * Access denied to a database (ER_DBACCESS_DENIED_ERROR). A user with no right on a database is
 * told this whether it exists or not (the server does not say which databases exist), and so is a
 * user without the CREATE privilege who creates one.
 */
const DATABASE_ACCESS_DENIED = 1044;

const errno = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { errno?: unknown }).errno : undefined);

/** What to do when the user may neither open nor create the database: said without the URL (it may hold a password). */
const mayNotCreate = (database: string): Error =>
  new Error(
    `DATABASE_URL names the database "${database}", which its user can neither open nor create: ` +
      `create it (CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin) and grant the user its privileges, ` +
      'or give the user the CREATE privilege',
  );

/**
 * Creates the MySQL database that `DATABASE_URL` names when the server has none of that name, as
 * the migrations expect it (utf8mb4, binary comparison: ADR 0011), so that a first start needs no
 * step by hand. Answers the name of the database it created, or undefined when there was nothing
 * to do (it exists, or the URL is SQLite's, whose file is made when it is opened). Throws when the
 * database is missing and the user may not create it, with a message naming the fix; any other
 * connection failure is thrown as it is, to be told by the start.
 */
export const createDatabaseIfMissing = async (databaseUrl: string): Promise<string | undefined> => {
  const parsed = parseDatabaseUrl(databaseUrl);
  if (E.isLeft(parsed)) throw new Error(`DATABASE_URL: ${parsed.left.reason}`);
  const config = parsed.right;
  if (config.dialect === 'sqlite') return undefined;
  const server: ConnectionOptions = {
    host: config.host,
    port: config.port,
    user: config.user,
    password: config.password,
    ...(config.ssl ? { ssl: { rejectUnauthorized: true } } : {}),
  };
  try {
    await (await createConnection({ ...server, database: config.database })).end();
    return undefined;
  } catch (error) {
    if (errno(error) !== UNKNOWN_DATABASE && errno(error) !== DATABASE_ACCESS_DENIED) throw error;
  }
  const connection = await createConnection(server);
  try {
    const [result] = await connection.query(`CREATE DATABASE IF NOT EXISTS ${connection.escapeId(config.database)} CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`);
    // One row affected: created now. None: it was there all along (the user may not use it: the migrations will say so).
    return (result as { affectedRows?: number }).affectedRows === 1 ? config.database : undefined;
  } catch (error) {
    throw errno(error) === DATABASE_ACCESS_DENIED ? mayNotCreate(config.database) : error;
  } finally {
    await connection.end();
  }
};
