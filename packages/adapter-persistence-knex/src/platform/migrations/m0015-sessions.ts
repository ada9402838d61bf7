import type { Knex } from 'knex';
import { idColumn, instantColumn, tableOptions, tenantColumn } from './columns';
import type { QuireMigration } from './quire-migration';

/**
 * `sessions`: people signed in through the identity provider. The cookie carries a random secret;
 * only its keyed digest is stored (unique: the lookup of every request made with the cookie).
 * Indexed by member (a member removed ends their sessions) and by absolute end (the sweep).
 */
export const m0015Sessions: QuireMigration = {
  name: '0015-sessions',
  async up(knex: Knex) {
    await knex.schema.createTable('sessions', (table) => {
      tableOptions(knex, table);
      idColumn(table).primary();
      tenantColumn(table);
      idColumn(table, 'user_id').references('id').inTable('users');
      table.string('digest', 64).notNullable();
      instantColumn(table, 'created_at').notNullable();
      instantColumn(table, 'last_seen_at').notNullable();
      instantColumn(table, 'expires_at').notNullable();
      table.unique(['digest'], { indexName: 'sessions_digest_unique' });
      table.index(['tenant_id', 'user_id'], 'sessions_member_index');
      table.index(['expires_at'], 'sessions_expires_index');
      table.index(['last_seen_at'], 'sessions_seen_index');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('sessions');
  },
};
