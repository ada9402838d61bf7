import type { Knex } from 'knex';
import { idColumn, tableOptions } from './columns';
import type { QuireMigration } from './quire-migration';

/**
 * `rate_limits` (ADR 0026): one token bucket per API key, for servers that share a MySQL database.
 * `tokens` is fractional (a double); `refilled_at_ms` is epoch milliseconds, compared as a number
 * and never shown, so it is not an instant column. No foreign key: a row is a few bytes of transient
 * state, written on every request, which a key's lifecycle need not lock.
 */
export const m0004RateLimits: QuireMigration = {
  name: '0004-rate-limits',
  async up(knex: Knex) {
    await knex.schema.createTable('rate_limits', (table) => {
      idColumn(table, 'api_key_id').primary();
      table.double('tokens').notNullable();
      table.bigInteger('refilled_at_ms').notNullable();
      tableOptions(knex, table);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('rate_limits');
  },
};
