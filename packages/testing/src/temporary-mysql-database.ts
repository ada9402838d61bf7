import { randomBytes } from 'node:crypto';
import { type Connection, createConnection } from 'mysql2/promise';

/** The MySQL/MariaDB server tests run against (CI: the MariaDB the machine starts). */
export const testMysqlServerUrl = (): string => process.env['QUIRE_TEST_MYSQL_URL'] ?? 'mysql://root@127.0.0.1:3306';

const connectAsAdmin = async (): Promise<Connection> => {
  const serverUrl = new URL(testMysqlServerUrl());
  try {
    return await createConnection({ host: serverUrl.hostname, port: Number(serverUrl.port || 3306), user: decodeURIComponent(serverUrl.username), password: decodeURIComponent(serverUrl.password) });
  } catch (error) {
    throw new Error(
      `MySQL/MariaDB is not reachable at ${serverUrl.hostname}:${serverUrl.port || 3306} (${String(error)}). ` +
        'Start it (start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd) or set QUIRE_TEST_MYSQL_URL.',
    );
  }
};

export type TemporaryMysqlDatabase = { readonly name: string; readonly url: string; readonly drop: () => Promise<void> };

/** A database name no test uses yet (the database is not created). */
export const unusedMysqlDatabaseName = (): string => `quire_test_${randomBytes(6).toString('hex')}`;

/** The URL of `database` on the test server, as its admin or as `user`. */
export const testMysqlUrl = (database: string, user?: { readonly name: string; readonly password: string }): string => {
  const url = new URL(testMysqlServerUrl());
  if (user !== undefined) {
    url.username = encodeURIComponent(user.name);
    url.password = encodeURIComponent(user.password);
  }
  url.pathname = `/${database}`;
  return url.toString();
};

/** A statement run as the test server's admin (root in CI), on no database in particular. */
export const asMysqlAdmin = async <A>(statement: (connection: Connection) => Promise<A>): Promise<A> => {
  const connection = await connectAsAdmin();
  try {
    return await statement(connection);
  } finally {
    await connection.end();
  }
};

export type TemporaryMysqlUser = { readonly name: string; readonly password: string; readonly drop: () => Promise<void> };

/** A new user of the test server with no privilege but to connect (USAGE); `drop` removes it. */
export const createTemporaryMysqlUser = async (): Promise<TemporaryMysqlUser> => {
  const name = `quire_user_${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  // '%' for TCP from 127.0.0.1, 'localhost' so that no anonymous ''@'localhost' user is matched first.
  await asMysqlAdmin(async (admin) => {
    await admin.query(`CREATE USER ?@'%' IDENTIFIED BY ?`, [name, password]);
    await admin.query(`CREATE USER ?@'localhost' IDENTIFIED BY ?`, [name, password]);
  });
  return { name, password, drop: () => asMysqlAdmin((admin) => admin.query(`DROP USER IF EXISTS ?@'%', ?@'localhost'`, [name, name])).then(() => undefined) };
};

/**
 * Creates a fresh, uniquely named database on the test server and answers its URL; `drop` removes it.
 * Fails loudly (never skips) when the server is unreachable.
 */
export const createTemporaryMysqlDatabase = async (): Promise<TemporaryMysqlDatabase> => {
  const name = unusedMysqlDatabaseName();
  await asMysqlAdmin((admin) => admin.query(`create database \`${name}\` character set utf8mb4 collate utf8mb4_bin`));
  return { name, url: testMysqlUrl(name), drop: () => dropMysqlDatabase(name) };
};

/** Drops the database if it is there. */
export const dropMysqlDatabase = (name: string): Promise<void> => asMysqlAdmin((admin) => admin.query(`drop database if exists \`${name}\``)).then(() => undefined);
