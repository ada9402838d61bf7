import type { Knex } from 'knex';
import { createKnex } from './create-knex';
import { cacheStatements } from './sqlite-statement-cache';

type Statement = { all(...bindings: unknown[]): unknown[]; run(...bindings: unknown[]): unknown };
type Connection = { prepare(sql: string): Statement; exec(sql: string): void; close(): void };

/** A raw better-sqlite3 connection, opened the way knex opens it. */
const rawConnection = async (knex: Knex): Promise<Connection> => (await knex.client.acquireRawConnection()) as Connection;

describe('cacheStatements', () => {
  let knex: Knex;
  beforeAll(() => {
    knex = createKnex('sqlite::memory:');
  });
  afterAll(() => knex.destroy());

  const open = async (limit?: number): Promise<Connection> => {
    const db = cacheStatements(await rawConnection(knex), limit);
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    return db;
  };

  it('gives the same statement for the same SQL, and a new one for other SQL', async () => {
    const db = await open();
    const first = db.prepare('SELECT name FROM t WHERE id = ?');
    expect(db.prepare('SELECT name FROM t WHERE id = ?')).toBe(first);
    expect(db.prepare('SELECT id FROM t WHERE name = ?')).not.toBe(first);
    db.close();
  });

  it('answers with the current rows every time a cached statement runs', async () => {
    const db = await open();
    db.prepare('INSERT INTO t (id, name) VALUES (?, ?)').run(1, 'a');
    expect(db.prepare('SELECT name FROM t WHERE id = ?').all(1)).toEqual([{ name: 'a' }]);
    db.prepare('INSERT INTO t (id, name) VALUES (?, ?)').run(2, 'b');
    db.prepare('UPDATE t SET name = ? WHERE id = ?').run('c', 1);
    expect(db.prepare('SELECT name FROM t WHERE id = ?').all(1)).toEqual([{ name: 'c' }]);
    db.close();
  });

  it('keeps working when the schema changes under a cached statement', async () => {
    const db = await open();
    db.prepare('INSERT INTO t (id, name) VALUES (?, ?)').run(1, 'a');
    expect(db.prepare('SELECT * FROM t').all()).toEqual([{ id: 1, name: 'a' }]);
    db.exec('ALTER TABLE t ADD COLUMN extra TEXT');
    expect(db.prepare('SELECT * FROM t').all()).toEqual([{ id: 1, name: 'a', extra: null }]);
    db.close();
  });

  it('keeps at most the limit, dropping the least recently used', async () => {
    const db = await open(2);
    const a = db.prepare('SELECT 1');
    const b = db.prepare('SELECT 2');
    expect(db.prepare('SELECT 1')).toBe(a); // 1 is now the most recent
    db.prepare('SELECT 3'); // drops 2
    expect(db.prepare('SELECT 1')).toBe(a);
    expect(db.prepare('SELECT 2')).not.toBe(b);
    db.close();
  });
});

describe('a SQLite knex instance', () => {
  it('keeps the statements of its queries prepared', async () => {
    const knex = createKnex('sqlite::memory:');
    try {
      await knex.schema.createTable('t', (table) => table.integer('id'));
      await knex('t').insert({ id: 1 });
      const query = knex('t').where({ id: 1 });
      expect(await query.clone()).toEqual([{ id: 1 }]);
      const connection = (await knex.client.acquireConnection()) as Connection;
      const { sql } = query.toSQL();
      const [first, second] = [connection.prepare(sql), connection.prepare(sql)];
      await knex.client.releaseConnection(connection);
      expect(first).toBe(second);
    } finally {
      await knex.destroy();
    }
  });
});
