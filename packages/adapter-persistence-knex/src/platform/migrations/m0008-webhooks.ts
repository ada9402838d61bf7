import type { Knex } from 'knex';
import { auditColumns, idColumn, instantColumn, tableOptions, tenantColumn } from './columns';
import type { QuireMigration } from './quire-migration';

/**
 * `webhooks` (a tenant's endpoints; the signing secret only sealed, ADR 0056) and
 * `webhook_deliveries`, the outbox: one row per event and endpoint, claimed by the dispatchers of
 * any process under a lease (`lease_token`, `lease_until`; ADR 0057) and deleted with its endpoint.
 * Event types are JSON text: an endpoint's subscriptions are read with the tenant's few endpoints,
 * never queried inside.
 */
export const m0008Webhooks: QuireMigration = {
  name: '0008-webhooks',
  async up(knex: Knex) {
    await knex.schema.createTable('webhooks', (table) => {
      tableOptions(knex, table);
      idColumn(table).primary();
      tenantColumn(table);
      table.string('url', 2048).notNullable();
      table.string('events', 1000).notNullable();
      table.string('description', 500).notNullable();
      table.string('status', 16).notNullable();
      table.string('disabled_reason', 500).nullable();
      instantColumn(table, 'disabled_at').nullable();
      table.string('sealed_secret', 255).notNullable();
      auditColumns(table);
      table.index(['tenant_id', 'created_at', 'id'], 'webhooks_tenant_index');
    });
    await knex.schema.createTable('webhook_deliveries', (table) => {
      tableOptions(knex, table);
      table.string('id', 80).notNullable().primary();
      tenantColumn(table);
      idColumn(table, 'webhook_id').references('id').inTable('webhooks').onDelete('CASCADE');
      table.string('event_type', 64).notNullable();
      table.text('payload', 'mediumtext').notNullable();
      table.string('status', 16).notNullable();
      table.integer('attempts').unsigned().notNullable();
      instantColumn(table, 'created_at').notNullable();
      instantColumn(table, 'next_attempt_at').nullable();
      instantColumn(table, 'last_attempt_at').nullable();
      table.integer('last_status_code').nullable();
      table.string('last_error', 32).nullable();
      table.string('lease_token', 80).nullable();
      instantColumn(table, 'lease_until').nullable();
      table.index(['status', 'next_attempt_at'], 'webhook_deliveries_due_index');
      table.index(['webhook_id', 'created_at'], 'webhook_deliveries_webhook_index');
      table.index(['tenant_id'], 'webhook_deliveries_tenant_index');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('webhook_deliveries');
    await knex.schema.dropTableIfExists('webhooks');
  },
};
