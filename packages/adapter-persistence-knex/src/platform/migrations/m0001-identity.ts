import type { Knex } from 'knex';
import { auditColumns, idColumn, instantColumn, tableOptions, tenantColumn } from './columns';
import type { QuireMigration } from './quire-migration';

/** Tenants, users, memberships and API keys. */
export const m0001Identity: QuireMigration = {
  name: '0001-identity',
  async up(knex: Knex) {
    await knex.schema.createTable('tenants', (table) => {
      tableOptions(knex, table);
      idColumn(table).primary();
      table.string('name', 200).notNullable();
      auditColumns(table);
    });
    await knex.schema.createTable('users', (table) => {
      tableOptions(knex, table);
      idColumn(table).primary();
      table.string('email', 320).notNullable();
      table.string('name', 200).notNullable();
      auditColumns(table);
      table.unique(['email'], { indexName: 'users_email_unique' });
    });
    await knex.schema.createTable('memberships', (table) => {
      tableOptions(knex, table);
      tenantColumn(table);
      idColumn(table, 'user_id').references('id').inTable('users');
      instantColumn(table, 'created_at').notNullable();
      table.primary(['tenant_id', 'user_id']);
      table.index(['user_id'], 'memberships_user_index');
    });
    await knex.schema.createTable('api_keys', (table) => {
      tableOptions(knex, table);
      idColumn(table).primary();
      tenantColumn(table);
      idColumn(table, 'user_id').references('id').inTable('users');
      table.string('name', 100).notNullable();
      table.string('prefix', 16).notNullable();
      table.string('digest', 64).notNullable();
      table.string('status', 16).notNullable();
      instantColumn(table, 'last_used_at').nullable();
      instantColumn(table, 'expires_at').nullable();
      auditColumns(table);
      table.unique(['digest'], { indexName: 'api_keys_digest_unique' });
      table.index(['user_id', 'created_at', 'id'], 'api_keys_user_index');
      table.index(['tenant_id'], 'api_keys_tenant_index');
    });
  },
  async down(knex: Knex) {
    for (const table of ['api_keys', 'memberships', 'users', 'tenants']) await knex.schema.dropTableIfExists(table);
  },
};
