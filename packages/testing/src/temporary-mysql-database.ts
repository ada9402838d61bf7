import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/** The MySQL/MariaDB server tests run against (CI: the MariaDB the machine starts). */
export const testMysqlServerUrl = (): string => process.env['QUIRE_TEST_MYSQL_URL'] ?? 'mysql://root@127.0.0.1:3306';

export type TemporaryMysqlDatabase = { readonly name: string; readonly url: string; readonly drop: () => Promise<void> };

/**
 * Creates a fresh, uniquely named database on the test server and answers its URL; `drop` removes it.
 * Fails loudly (never skips) when the server is unreachable.
 */
export const createTemporaryMysqlDatabase = async (): Promise<TemporaryMysqlDatabase> => {
  const serverUrl = new URL(testMysqlServerUrl());
  const name = `quire_test_${randomBytes(6).toString('hex')}`;
  const connect = () =>
    createConnection({ host: serverUrl.hostname, port: Number(serverUrl.port || 3306), user: decodeURIComponent(serverUrl.username), password: decodeURIComponent(serverUrl.password) });
  let admin;
  try {
    admin = await connect();
  } catch (error) {
    throw new Error(
      `MySQL/MariaDB is not reachable at ${serverUrl.hostname}:${serverUrl.port || 3306} (${String(error)}). ` +
        'Start it (start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd) or set QUIRE_TEST_MYSQL_URL.',
    );
  }
  try {
    await admin.query(`create database \`${name}\` character set utf8mb4 collate utf8mb4_bin`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl.toString());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const connection = await connect();
      try {
        await connection.query(`drop database if exists \`${name}\``);
      } finally {
        await connection.end();
      }
    },
  };
};
