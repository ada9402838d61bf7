import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createKnex } from './create-knex';
import { readRow } from './read-row';

type RawConnection = { exec(sql: string): void };

describe('readRow on SQLite', () => {
  let knex: Knex;
  beforeAll(async () => {
    knex = createKnex('sqlite::memory:');
    await knex.schema.createTable('t', (table) => {
      table.integer('id').primary();
      table.string('name');
    });
    await knex('t').insert({ id: 1, name: 'a' });
  });
  afterAll(() => knex.destroy());
  afterEach(() => jest.restoreAllMocks());

  it('answers the first row, or undefined when there is none', async () => {
    await expect(readRow(knex, 'select name from t where id = ?', [1])).resolves.toEqual({ name: 'a' });
    await expect(readRow(knex, 'select name from t where id = ?', [2])).resolves.toBeUndefined();
  });

  describe('when the connection is idle', () => {
    it('reads on it at once, without going through the pool', async () => {
      const acquire = jest.spyOn(knex.client, 'acquireConnection');
      await expect(readRow(knex, 'select name from t where id = ?', [1])).resolves.toEqual({ name: 'a' });
      expect(acquire).not.toHaveBeenCalled();
    });
  });

  describe('when a transaction holds the connection', () => {
    it('waits for it, and never reads what the transaction has not committed', async () => {
      const trx = await knex.transaction();
      await trx('t').insert({ id: 3, name: 'uncommitted' });
      let read: unknown = 'pending';
      const reading = readRow(knex, 'select name from t where id = ?', [3]).then((row) => {
        read = row;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(read).toBe('pending');
      await trx.rollback();
      await reading;
      expect(read).toBeUndefined();
    });
  });

  describe('when the same row is read again', () => {
    const nameOf = async (db: Knex, id: number) => (await readRow<{ name: string }>(db, 'select name from t where id = ?', [id]))?.name;

    it('answers it from memory while nothing has changed (a change made around knex is not seen)', async () => {
      await knex('t').insert({ id: 10, name: 'first' });
      expect(await nameOf(knex, 10)).toBe('first');
      const connection = (await knex.client.acquireConnection()) as RawConnection;
      connection.exec("update t set name = 'behind knex' where id = 10"); // exec is no statement knex prepared: uncounted
      await knex.client.releaseConnection(connection);
      expect(await nameOf(knex, 10)).toBe('first');
    });

    it('reads it anew after any write through knex on this connection', async () => {
      await knex('t').insert({ id: 11, name: 'before' });
      expect(await nameOf(knex, 11)).toBe('before');
      await knex('t').where({ id: 11 }).update({ name: 'after' });
      expect(await nameOf(knex, 11)).toBe('after');
      await knex('t').insert({ id: 12, name: 'unrelated' });
      await knex('t').where({ id: 11 }).delete();
      expect(await nameOf(knex, 11)).toBeUndefined();
    });

    it('reads it anew after a commit by another connection (another process, say)', async () => {
      const directory = mkdtempSync(path.join(tmpdir(), 'quire-read-row-'));
      const file = path.join(directory, 'shared.sqlite');
      const server = createKnex(`sqlite:${file}`);
      const other = createKnex(`sqlite:${file}`);
      try {
        await server.schema.createTable('t', (table) => {
          table.integer('id').primary();
          table.string('name');
        });
        await server('t').insert({ id: 1, name: 'active' });
        expect(await nameOf(server, 1)).toBe('active');
        await other('t').where({ id: 1 }).update({ name: 'deactivated' });
        expect(await nameOf(server, 1)).toBe('deactivated');
      } finally {
        await server.destroy();
        await other.destroy();
        rmSync(directory, { recursive: true, force: true });
      }
    });
  });
});
