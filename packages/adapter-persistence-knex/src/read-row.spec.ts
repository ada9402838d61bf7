import type { Knex } from 'knex';
import { createKnex } from './create-knex';
import { readRow } from './read-row';

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
});
