import type { Knex } from 'knex';
import type { QuireMigration } from './quire-migration';

/**
 * `api_key_revision`: one row whose counter every change of an API key increases in the key's own
 * transaction. A server remembers the keys it has verified for as long as the counter is the one
 * it read them under, so a key deactivated through any process is refused by the next request in
 * every process (one primary-key read instead of the key's and the membership's).
 */
export const m0040KeyRevision: QuireMigration = {
  name: '0040-key-revision',
  async up(knex: Knex) {
    await knex.schema.createTable('api_key_revision', (table) => {
      table.integer('id').primary();
      table.bigInteger('revision').unsigned().notNullable().defaultTo(0);
    });
    await knex('api_key_revision').insert({ id: 1, revision: 0 });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('api_key_revision');
  },
};
